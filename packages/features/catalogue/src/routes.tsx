import type { RouteObject } from 'react-router';
import { CatalogueLayout } from './catalogue-layout/CatalogueLayout';

/**
 * The home channel for `/` (doc 001 §2), for the app to put in place of the shell's greeting.
 */
export const homeChannelRoute: RouteObject = {
  index: true,
  lazy: () => import('./channel-page/ChannelPage').then((m) => ({ Component: m.ChannelPage })),
};

/**
 * The catalogue routes of doc 001 §2 for the app's route table, each page loaded on first visit. `/{slugOrId}`
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
        path: 'track/:trackId/:trackName',
        lazy: () => import('./track-page/TrackPage').then((m) => ({ Component: m.TrackPage })),
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
