import { Outlet } from 'react-router';
import { AccountGate } from '../account-gate/AccountGate';
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
 * The frame every page renders in: skip link, navbar, the routed page, the footer and the mobile bottom menu; or,
 * for an account that must verify its address or is suspended, only that screen (doc 000 §2).
 */
export function AppLayout({ slots }: AppLayoutProps) {
  return (
    <ShellFrame>
      <AccountGate>
        <div className="flex min-h-screen flex-col">
          <SkipToContent />
          <Navbar {...(slots ? { slots } : {})} />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
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
