import { Outlet } from 'react-router';
import { DeferredPlaylistDialogHost } from '../playlist-dialogs/DeferredPlaylistDialogHost';
import { DeferredShareDialogHost } from '../share/DeferredShareDialogHost';

/** Wraps the catalogue pages with the one share dialog and the playlist dialogs their menus open. */
export function CatalogueLayout() {
  return (
    <>
      <Outlet />
      <DeferredShareDialogHost />
      <DeferredPlaylistDialogHost />
    </>
  );
}
