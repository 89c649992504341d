import { ToastRegion, TopProgressBar } from '@tonearm/ui';
import type { MouseEvent, ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { AccountGate } from '../account-gate/AccountGate';
import { useAppearancePreview } from '../appearance-preview/use-appearance-preview';
import { SiteCookieNotice } from '../cookie-notice/SiteCookieNotice';
import { useTrans } from '../i18n';
import { DeferredRequestErrorDialog } from '../request-errors';
import { Footer } from './Footer';
import { MobileBottomMenu } from './MobileBottomMenu';
import { Navbar } from './Navbar';
import type { ShellSlots } from './shell-slots';
import { useRouterHref } from './use-router-href';

// A button rather than a `#main-content` link: the router owns the URL, and a hash change is navigation to it.
function focusMainContent(event: MouseEvent<HTMLButtonElement>) {
  event.currentTarget.ownerDocument.getElementById('main-content')?.focus();
}

export interface AppLayoutProps {
  /** Parts other features add to the layout. */
  slots?: ShellSlots;
}

/** What every screen shares, gated or not: router-aware links, progress bar, toasts, cookie notice, error dialog. */
function ShellFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  useAppearancePreview();
  return (
    // Links and menu items of the kit navigate through the router instead of reloading the page.
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useRouterHref}>
      <TopProgressBar isLoading={navigation.state !== 'idle'} />
      {children}
      <SiteCookieNotice />
      <ToastRegion />
      <DeferredRequestErrorDialog />
    </RouterProvider>
  );
}

/**
 * The frame every page renders in: skip link, navbar, the routed page, the footer and the mobile bottom menu; or,
 * for an account that must verify its address or is suspended, only that screen (doc 000 §2).
 */
export function AppLayout({ slots }: AppLayoutProps) {
  const { trans } = useTrans();
  return (
    <ShellFrame>
      <AccountGate>
        <div className="flex min-h-screen flex-col">
          <button
            type="button"
            onClick={focusMainContent}
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-ui focus:bg-paper focus:px-4 focus:py-2 focus:ring-2 focus:ring-focus"
          >
            {trans('Skip to content')}
          </button>
          <Navbar {...(slots ? { slots } : {})} />
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            <Outlet />
          </main>
          <Footer />
          {slots?.player}
          <MobileBottomMenu />
        </div>
      </AccountGate>
    </ShellFrame>
  );
}
