import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useNavigate, useNavigation } from 'react-router';
import { useAppearancePreview } from '../appearance-preview/use-appearance-preview';
import { SiteCookieNotice } from '../cookie-notice/SiteCookieNotice';
import { useTrans } from '../i18n';
import { DeferredRequestErrorDialog, useRequestErrorLanguage } from '../request-errors';
import { DeferredTopProgressBar } from './DeferredTopProgressBar';
import { SiteToastRegion } from './SiteToastRegion';
import { useRouterHref } from './use-router-href';

export interface ShellFrameProps {
  /** The layout rendered inside the frame. */
  children: ReactNode;
}

/**
 * What every screen shares, gated or not: router-aware links, progress bar, toasts, cookie notice, error dialog.
 * The site's layout and the admin area's layout both render inside it.
 */
export function ShellFrame({ children }: ShellFrameProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  useAppearancePreview();
  useRequestErrorLanguage();
  const { trans } = useTrans();
  return (
    // Links and menu items of the kit navigate through the router instead of reloading the page.
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useRouterHref}>
      <DeferredTopProgressBar isLoading={navigation.state !== 'idle'} aria-label={trans('Loading page')} />
      {children}
      <SiteCookieNotice />
      <SiteToastRegion />
      <DeferredRequestErrorDialog />
    </RouterProvider>
  );
}
