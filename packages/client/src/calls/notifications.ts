import {
  type MarkNotificationsAsReadResponse,
  markNotificationsAsReadResponseSchema,
  NOTIFICATIONS_PER_PAGE,
  type NotificationListResponse,
  notificationListResponseSchema,
} from '../contract';
import type { HttpClient, QueryParams } from '../core/types';

/** `GET notifications`: a page of 30 notifications unless `perPage` says otherwise. */
export function getNotifications(
  http: HttpClient,
  params: QueryParams = {},
): Promise<NotificationListResponse> {
  return http.get('notifications', {
    params: { perPage: NOTIFICATIONS_PER_PAGE, ...params },
    schema: notificationListResponseSchema,
    callName: 'GET notifications',
  });
}

/** `POST notifications/mark-as-read`: answers with the unread count left. */
export function markNotificationsAsRead(
  http: HttpClient,
  body: { ids: string[] },
): Promise<MarkNotificationsAsReadResponse> {
  return http.post('notifications/mark-as-read', body, {
    schema: markNotificationsAsReadResponseSchema,
    callName: 'POST notifications/mark-as-read',
  });
}

/**
 * "Mark all as read". The spec does not show its path, so it uses the mark-as-read endpoint with
 * `{markAllAsRead: true}`; the unread count left is then 0.
 */
export function markAllNotificationsAsRead(http: HttpClient): Promise<MarkNotificationsAsReadResponse> {
  return http.post(
    'notifications/mark-as-read',
    { markAllAsRead: true },
    { schema: markNotificationsAsReadResponseSchema, callName: 'POST notifications/mark-as-read (all)' },
  );
}
