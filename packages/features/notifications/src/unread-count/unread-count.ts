import type { BootstrapStore } from '@tonearm/shell';

/**
 * Puts the unread count the server answered with on the signed-in user of the bootstrap data, the one copy the
 * bell's badge reads (doc 000 §7: after marking as read, 0 when none is left). Nothing changes for a guest or
 * when the count is already right.
 */
export function setUnreadNotificationsCount(store: Pick<BootstrapStore, 'get' | 'set'>, count: number): void {
  const data = store.get();
  if (!data.user || data.user.unread_notifications_count === count) return;
  store.set({ ...data, user: { ...data.user, unread_notifications_count: count } });
}
