import { Outlet } from 'react-router';
import { DeferredShareDialogHost } from '../share/DeferredShareDialogHost';

/** Wraps the catalogue pages with the one share dialog their menus open. */
export function CatalogueLayout() {
  return (
    <>
      <Outlet />
      <DeferredShareDialogHost />
    </>
  );
}
