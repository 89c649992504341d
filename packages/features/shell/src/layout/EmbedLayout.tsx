import { RouterProvider } from 'react-aria-components';
import { Outlet, useNavigate } from 'react-router';
import { useRequestErrorLanguage } from '../request-errors';
import { SiteToastRegion } from './SiteToastRegion';
import { useRouterHref } from './use-router-href';

/**
 * The frame of a page made to be embedded in other sites (the track and album embeds of doc 001 §2): the routed
 * page alone, filling the frame, with toasts for what the player has to say. No navbar, footer, bottom menu or
 * player bar, and no cookie notice, progress bar or error dialog: in a frame a few hundred pixels high they would
 * cover the player, and the visitor meets them on the site itself. No account gate either: embeds need no login.
 */
export function EmbedLayout() {
  const navigate = useNavigate();
  useRequestErrorLanguage();
  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useRouterHref}>
      <main id="main-content" className="h-dvh overflow-hidden">
        <Outlet />
      </main>
      <SiteToastRegion />
    </RouterProvider>
  );
}
