import { lazy } from 'react';

/**
 * "Your playlists" for the shell's sidebar slot, loaded with the sidebar (which is a signed-in listener's, inside
 * its own Suspense), so the first visit carries only this line.
 */
export const DeferredSidebarPlaylists = lazy(() =>
  import('./SidebarPlaylists').then((m) => ({ default: m.SidebarPlaylists })),
);
