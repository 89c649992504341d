import type { ReactNode } from 'react';

/** Parts other features put into the shell's layout. */
export interface ShellSlots {
  /** The notification bell, shown in the navbar to signed-in users. */
  notificationBell?: ReactNode;
}
