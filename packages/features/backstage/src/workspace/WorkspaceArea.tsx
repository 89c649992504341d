import { AccessGuard, NotFoundPage } from '@tonearm/shell';
import { type ComponentType, lazy, Suspense } from 'react';
import { useRoutes } from 'react-router';
import type * as Screens from './screens';
import { WORKSPACE_PERMISSION } from './workspace-permission';

type ScreenName = keyof typeof Screens;

// Each screen is loaded on its first visit; they share one module, so one visit loads them all.
const screen = (name: ScreenName): ComponentType =>
  lazy(async () => ({ default: (await import('./screens'))[name] }));

const MusicUploadPage = screen('MusicUploadPage');
const NewTrackPage = screen('NewTrackPage');
const NewAlbumPage = screen('NewAlbumPage');
const TrackEditPage = screen('TrackEditPage');
const AlbumEditPage = screen('AlbumEditPage');
const ArtistEditPage = screen('ArtistEditPage');
const TrackInsightsPage = screen('TrackInsightsPage');
const AlbumInsightsPage = screen('AlbumInsightsPage');
const ArtistInsightsPage = screen('ArtistInsightsPage');

// Route objects rather than `<Routes>` children: the app's entry already holds `useRoutes`, not the JSX route parser.
const workspaceArea = [
  {
    element: <AccessGuard requiresLogin permission={WORKSPACE_PERMISSION} />,
    children: [
      { path: 'upload', element: <MusicUploadPage /> },
      { path: 'tracks/new', element: <NewTrackPage /> },
      { path: 'albums/new', element: <NewAlbumPage /> },
    ],
  },
  {
    element: <AccessGuard requiresLogin />,
    children: [
      { path: 'tracks/:trackId', element: <TrackEditPage /> },
      { path: 'tracks/:trackId/edit', element: <TrackEditPage /> },
      { path: 'tracks/:trackId/insights', element: <TrackInsightsPage /> },
      { path: 'albums/:albumId', element: <AlbumEditPage /> },
      { path: 'albums/:albumId/edit', element: <AlbumEditPage /> },
      { path: 'albums/:albumId/insights', element: <AlbumInsightsPage /> },
      { path: 'artists/:artistId', element: <ArtistEditPage /> },
      { path: 'artists/:artistId/edit', element: <ArtistEditPage /> },
      { path: 'artists/:artistId/insights', element: <ArtistInsightsPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * `/backstage/*` but the requests: the artist's workspace. Uploading and making new items needs `music.create`;
 * edit and insights pages need only a signed-in user, since whose item it is the server decides and anyone else's
 * shows the not-found page. Its routes live here, loaded on the first visit, so the app's entry carries one route.
 */
export function WorkspaceArea() {
  return <Suspense>{useRoutes(workspaceArea)}</Suspense>;
}
