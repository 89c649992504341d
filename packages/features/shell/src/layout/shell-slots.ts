import type { ReactNode } from 'react';

/** Parts other features put into the shell's layout. */
export interface ShellSlots {
  /** The notification bell, shown in the navbar to signed-in users. */
  notificationBell?: ReactNode;
  /** The player bar, kept at the bottom of every page (above the mobile bottom menu on small screens). */
  player?: ReactNode;
}
