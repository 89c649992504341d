import type { ReactNode } from 'react';
import { useTrans } from '../i18n';
import { SidebarMenu } from './SidebarMenu';
import { SidebarToggle } from './SidebarToggle';
import { SidebarUploadLink } from './SidebarUploadLink';
import { SIDEBAR_ID, useSidebarCollapsed } from './sidebar-state';

/** The menu positions the sidebar lists (doc 000 §5): the primary menu, then the listener's music. */
export const SIDEBAR_PRIMARY_POSITION = 'sidebar-primary';
export const SIDEBAR_SECONDARY_POSITION = 'sidebar-secondary';

export interface SidebarProps {
  /** What other features add below the menus, e.g. the listener's playlists. @default undefined */
  children?: ReactNode;
}

const column =
  'sticky top-[calc(4rem+var(--cookie-notice-top,0px))] hidden h-[calc(100dvh-4rem-var(--cookie-notice-top,0px)-var(--cookie-notice-bottom,0px))] shrink-0 flex-col self-start border-border border-r pt-3 pb-[calc(var(--player-bar-height,0px)+1rem)] min-[1024px]:flex';

/**
 * The left sidebar of screens 1024 px wide or more: its collapse button, Upload for artists (when the site offers
 * it), the `sidebar-primary` menu, the
 * `sidebar-secondary` menu under "Your music", then what other features add. It stays in view as the page
 * scrolls, clear of the player bar (`--player-bar-height`). Collapsed, it is a rail holding the button that expands
 * it, and the navbar shows the primary menu again. Styling hook: `[data-slot="app-sidebar"]` with
 * `[data-collapsed]`.
 */
export function Sidebar({ children }: SidebarProps) {
  const { trans } = useTrans();
  const [collapsed] = useSidebarCollapsed();
  if (collapsed) {
    return (
      <div data-slot="app-sidebar-rail" className={`${column} w-14 items-center`}>
        <SidebarToggle />
      </div>
    );
  }
  return (
    <aside
      id={SIDEBAR_ID}
      aria-label={trans('Sidebar')}
      data-slot="app-sidebar"
      // The navbar's copy of the primary menu gives way to this one.
      className={`${column} w-60 gap-6 overflow-y-auto px-3 min-[1024px]:[body:has(&)_header_[data-slot=site-menu]]:hidden`}
    >
      <div className="flex justify-end">
        <SidebarToggle />
      </div>
      <SidebarUploadLink />
      <SidebarMenu position={SIDEBAR_PRIMARY_POSITION} label={trans('Primary')} />
      <SidebarMenu
        position={SIDEBAR_SECONDARY_POSITION}
        label={trans('Your music')}
        heading={trans('Your music')}
      />
      {children}
    </aside>
  );
}
