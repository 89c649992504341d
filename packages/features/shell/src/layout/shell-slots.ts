import type { ReactNode } from 'react';

/** Parts other features put into the shell's layout. */
export interface ShellSlots {
  /** The search, shown in the navbar to everyone between the primary menu and the account controls. */
  search?: ReactNode;
  /** The notification bell, shown in the navbar to signed-in users. */
  notificationBell?: ReactNode;
  /** What goes under the sidebar's menus on wide screens, e.g. the listener's playlists. */
  sidebar?: ReactNode;
  /** The player bar, kept at the bottom of every page (above the mobile bottom menu on small screens). */
  player?: ReactNode;
}
