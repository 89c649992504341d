import { ToastRegion, TopProgressBar } from '@tonearm/ui';
import type { MouseEvent } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, useNavigation } from 'react-router';
import { SiteCookieNotice } from '../cookie-notice/SiteCookieNotice';
import { RequestErrorDialog } from '../request-errors';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

// A button rather than a `#main-content` link: the router owns the URL, and a hash change is navigation to it.
function focusMainContent(event: MouseEvent<HTMLButtonElement>) {
  event.currentTarget.ownerDocument.getElementById('main-content')?.focus();
}

/** The frame every page renders in: skip link, navbar, the routed page and the footer. */
export function AppLayout() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  return (
    // Links and menu items of the kit navigate through the router instead of reloading the page.
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <div className="flex min-h-screen flex-col">
        <TopProgressBar isLoading={navigation.state !== 'idle'} />
        <button
          type="button"
          onClick={focusMainContent}
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-ui focus:bg-paper focus:px-4 focus:py-2 focus:ring-2 focus:ring-focus"
        >
          Skip to content
        </button>
        <Navbar />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <Footer />
        <SiteCookieNotice />
        <ToastRegion />
        <RequestErrorDialog />
      </div>
    </RouterProvider>
  );
}
