import { Outlet } from 'react-router';
import { ShareDialogHost } from '../share/ShareDialogHost';

/** Wraps the catalogue pages with the one share dialog their menus open. */
export function CatalogueLayout() {
  return (
    <>
      <Outlet />
      <ShareDialogHost />
    </>
  );
}
