import type { NotificationListResponse } from '@tonearm/client/contract';

/** The first segment of every notification-list query key: `['notifications', page]`. */
export const NOTIFICATIONS_QUERY_KEY = 'notifications';

/** The query key of one page of the notification list (`GET notifications`, 30 a page). */
export function notificationsQueryKey(page: number): readonly [typeof NOTIFICATIONS_QUERY_KEY, number] {
  return [NOTIFICATIONS_QUERY_KEY, page];
}

/** Whether an SWR key names a page of the notification list, for refreshing every cached page at once. */
export function isNotificationsQueryKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === NOTIFICATIONS_QUERY_KEY;
}

/**
 * A cached page with the notifications in `ids` (or all of them) read at `readAt`, so the list shows the change
 * before the server is asked again. Notifications already read keep their time.
 */
export function withNotificationsRead(
  list: NotificationListResponse,
  ids: ReadonlySet<string> | 'all',
  readAt: string,
): NotificationListResponse {
  let changed = false;
  const data = list.pagination.data.map((notification) => {
    if (notification.read_at || (ids !== 'all' && !ids.has(notification.id))) return notification;
    changed = true;
    return { ...notification, read_at: readAt };
  });
  return changed ? { pagination: { ...list.pagination, data } } : list;
}
