import { MAIN_CONTENT_ID, SkipToContent } from '@tonearm/shell';
import { TopProgressBar, useIsMobile } from '@tonearm/ui';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { AdminDrawer } from './AdminDrawer';
import { AdminSidebar } from './AdminSidebar';
import { AdminTopBar } from './AdminTopBar';
import type { AdminSlots } from './admin-slots';
import { useAdminNav } from './use-admin-nav';

export interface AdminLayoutProps {
  /** Parts other features add, such as the notification bell. */
  slots?: AdminSlots;
  /** The section's screen. */
  children: ReactNode;
}

/**
 * The admin area's layout, inside the shell's frame: a skip link, the navigation from the `admin-sidebar` menu (a
 * sidebar, or a drawer at 768 px and less), the top bar and the section's screen, which brings its own `<h1>`.
 */
export function AdminLayout({ slots = {}, children }: AdminLayoutProps) {
  const nav = useAdminNav();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Following a link in the drawer, or the screen growing past the drawer's width, closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not an input.
  useEffect(() => setDrawerOpen(false), [pathname, isMobile]);

  return (
    <div className="flex min-h-dvh">
      <SkipToContent />
      <AdminSidebar nav={nav} />
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminTopBar slots={slots} onOpenNavigation={() => setDrawerOpen(true)} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {/* A section's screen loads on its first visit; the bar shows it loading, as for any navigation. */}
          <Suspense fallback={<TopProgressBar isLoading />}>{children}</Suspense>
        </main>
      </div>
      <AdminDrawer nav={nav} isOpen={drawerOpen && isMobile} onOpenChange={setDrawerOpen} />
    </div>
  );
}
