import { AccessGuard } from '@tonearm/shell';
import type { RouteObject } from 'react-router';

/** What uploading and making new items needs (doc 001 §2 Backstage); without it a listener goes to /pricing or /404. */
export const WORKSPACE_PERMISSION = 'music.create';

const musicUpload = () => import('./upload/UploadPage').then((m) => ({ Component: m.MusicUploadPage }));
const newTrack = () => import('./upload/UploadPage').then((m) => ({ Component: m.NewTrackPage }));
const newAlbum = () => import('./upload/UploadPage').then((m) => ({ Component: m.NewAlbumPage }));
const trackInsights = () =>
  import('./insights/InsightsPage').then((m) => ({ Component: m.TrackInsightsPage }));
const albumInsights = () =>
  import('./insights/InsightsPage').then((m) => ({ Component: m.AlbumInsightsPage }));
const artistInsights = () =>
  import('./insights/InsightsPage').then((m) => ({ Component: m.ArtistInsightsPage }));
const trackEditor = () => import('./editors/TrackEditPage').then((m) => ({ Component: m.TrackEditPage }));
const albumEditor = () => import('./editors/AlbumEditPage').then((m) => ({ Component: m.AlbumEditPage }));
const artistEditor = () => import('./editors/ArtistEditPage').then((m) => ({ Component: m.ArtistEditPage }));

/**
 * The artist's workspace, each screen loaded on its first visit. Edit and insights pages need only a signed-in
 * user: whose item it is the server decides, and anyone else's shows the not-found page.
 */
export const workspaceRoutes: RouteObject[] = [
  {
    element: <AccessGuard requiresLogin permission={WORKSPACE_PERMISSION} />,
    children: [
      { path: 'backstage/upload', lazy: musicUpload },
      { path: 'backstage/tracks/new', lazy: newTrack },
      { path: 'backstage/albums/new', lazy: newAlbum },
    ],
  },
  {
    element: <AccessGuard requiresLogin />,
    children: [
      { path: 'backstage/tracks/:trackId', lazy: trackEditor },
      { path: 'backstage/tracks/:trackId/edit', lazy: trackEditor },
      { path: 'backstage/tracks/:trackId/insights', lazy: trackInsights },
      { path: 'backstage/albums/:albumId', lazy: albumEditor },
      { path: 'backstage/albums/:albumId/edit', lazy: albumEditor },
      { path: 'backstage/albums/:albumId/insights', lazy: albumInsights },
      { path: 'backstage/artists/:artistId', lazy: artistEditor },
      { path: 'backstage/artists/:artistId/edit', lazy: artistEditor },
      { path: 'backstage/artists/:artistId/insights', lazy: artistInsights },
    ],
  },
];
