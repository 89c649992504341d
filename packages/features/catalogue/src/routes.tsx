import { AccessGuard } from '@tonearm/shell';
import { Navigate, type RouteObject } from 'react-router';
import { CatalogueLayout } from './catalogue-layout/CatalogueLayout';
import { DEFAULT_LIBRARY_TAB } from './library/default-library-tab';

/**
 * The front page and the landing page (doc 001 §2), for the app to place first in its table: `/` shows the home
 * channel, or the landing page for guests when the homepage setting is `landingPage`; `/landing` always shows the
 * landing page. Each loads on first visit.
 */
export const homeRoutes: RouteObject[] = [
  {
    element: <CatalogueLayout />,
    children: [
      {
        index: true,
        lazy: () => import('./front-page/FrontPage').then((m) => ({ Component: m.FrontPage })),
      },
      {
        path: 'landing',
        lazy: () => import('./landing-page/LandingPage').then((m) => ({ Component: m.LandingPage })),
      },
    ],
  },
];

/**
 * The catalogue routes of doc 001 §2 for the app's route table, each page loaded on first visit: the artist,
 * album, track, tag, radio, lyrics and channel pages, user profiles and the listener's library. `/{slugOrId}`
 * ranks below every fixed path, so any other page of the app wins over a channel slug.
 */
export const routes: RouteObject[] = [
  {
    element: <CatalogueLayout />,
    children: [
      {
        path: 'artist/:artistId/:artistName?',
        lazy: () => import('./artist-page/ArtistPage').then((m) => ({ Component: m.ArtistPage })),
      },
      {
        path: 'album/:albumId/:artistName/:albumName',
        lazy: () => import('./album-page/AlbumPage').then((m) => ({ Component: m.AlbumPage })),
      },
      {
        path: 'playlist/:playlistId/:playlistName?',
        lazy: () => import('./playlist-page/PlaylistPage').then((m) => ({ Component: m.PlaylistPage })),
      },
      {
        path: 'track/:trackId/:trackName',
        lazy: () => import('./track-page/TrackPage').then((m) => ({ Component: m.TrackPage })),
      },
      {
        path: 'user/:userId/:userName?/:tabName?',
        lazy: () => import('./user-profile/UserProfilePage').then((m) => ({ Component: m.UserProfilePage })),
      },
      {
        path: 'tag/:tagName/:tab?',
        lazy: () => import('./tag-page/TagPage').then((m) => ({ Component: m.TagPage })),
      },
      {
        path: 'radio/:seedType/:seedId/:seedName?',
        lazy: () => import('./radio-page/RadioPage').then((m) => ({ Component: m.RadioPage })),
      },
      {
        path: 'lyrics',
        lazy: () => import('./lyrics-page/LyricsPage').then((m) => ({ Component: m.LyricsPage })),
      },
      {
        // Doc 001 §2: the library is login only; the shared guard sends a guest to /login.
        element: <AccessGuard requiresLogin />,
        children: [
          {
            path: 'library',
            lazy: () => import('./library/LibraryLayout').then((m) => ({ Component: m.LibraryLayout })),
            children: [
              { index: true, element: <Navigate to={DEFAULT_LIBRARY_TAB} replace /> },
              {
                path: 'songs',
                lazy: () =>
                  import('./library-songs/LibrarySongsPage').then((m) => ({ Component: m.LibrarySongsPage })),
              },
              {
                path: 'playlists',
                lazy: () =>
                  import('./library-playlists/LibraryPlaylistsPage').then((m) => ({
                    Component: m.LibraryPlaylistsPage,
                  })),
              },
              {
                path: 'albums',
                lazy: () =>
                  import('./library-collections/LibraryCollectionPage').then((m) => ({
                    Component: m.LibraryAlbumsPage,
                  })),
              },
              {
                path: 'artists',
                lazy: () =>
                  import('./library-collections/LibraryCollectionPage').then((m) => ({
                    Component: m.LibraryArtistsPage,
                  })),
              },
              {
                path: 'history',
                lazy: () =>
                  import('./library-history/LibraryHistoryPage').then((m) => ({
                    Component: m.LibraryHistoryPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: 'channel/:slugOrId/:restriction?',
        lazy: () => import('./channel-page/ChannelPage').then((m) => ({ Component: m.ChannelPage })),
      },
      {
        path: ':slugOrId/:restriction?',
        lazy: () => import('./channel-page/ChannelPage').then((m) => ({ Component: m.ChannelPage })),
      },
    ],
  },
];

/**
 * The track and album embeds of doc 001 §2: compact players without the site's navbar, footer and player bar, for
 * the app to place in the shell's embed layout (`shellEmbedRoutes`). The server lets other sites frame them.
 */
export const embedRoutes: RouteObject[] = [
  {
    path: 'track/:trackId/:trackName/embed',
    lazy: () => import('./embed/TrackEmbed').then((m) => ({ Component: m.TrackEmbed })),
  },
  {
    path: 'album/:albumId/:artistName/:albumName/embed',
    lazy: () => import('./embed/AlbumEmbed').then((m) => ({ Component: m.AlbumEmbed })),
  },
];
