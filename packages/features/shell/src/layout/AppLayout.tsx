import { Outlet } from 'react-router';
import { AccountGate } from '../account-gate/AccountGate';
import { DeferredSidebar } from '../sidebar/DeferredSidebar';
import { Footer } from './Footer';
import { MobileBottomMenu } from './MobileBottomMenu';
import { Navbar } from './Navbar';
import { ShellFrame } from './ShellFrame';
import { MAIN_CONTENT_ID, SkipToContent } from './SkipToContent';
import type { ShellSlots } from './shell-slots';

export interface AppLayoutProps {
  /** Parts other features add to the layout. */
  slots?: ShellSlots;
}

/**
 * The frame every page renders in: skip link, navbar, a listener's sidebar (1024 px and wider) beside the routed page and
 * the footer, the player, and the mobile bottom menu (768 px and narrower); or,
 * for an account that must verify its address or is suspended, only that screen (doc 000 §2).
 */
export function AppLayout({ slots }: AppLayoutProps) {
  return (
    <ShellFrame>
      <AccountGate>
        <div className="flex min-h-screen flex-col">
          <SkipToContent />
          <Navbar {...(slots ? { slots } : {})} />
          <div className="flex flex-1">
            <DeferredSidebar>{slots?.sidebar}</DeferredSidebar>
            {/* Styling hook: a side panel docked at the right edge (the player's queue) gives itself room here. */}
            <div data-slot="app-content" className="flex min-w-0 flex-1 flex-col">
              <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
                <Outlet />
              </main>
              <Footer />
            </div>
          </div>
          {slots?.player}
          <MobileBottomMenu />
        </div>
      </AccountGate>
    </ShellFrame>
  );
}
