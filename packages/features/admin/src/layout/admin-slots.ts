import type { ReactNode } from 'react';

/** Parts other features put into the admin area's layout. */
export interface AdminSlots {
  /** The notification bell, shown in the top bar beside the user menu. */
  notificationBell?: ReactNode;
}
