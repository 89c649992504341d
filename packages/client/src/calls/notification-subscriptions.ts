import {
  type Acknowledgement,
  acknowledgementSchema,
  type NotificationSubscriptionData,
  notificationSubscriptionDataSchema,
  type UpdateNotificationSubscriptionsPayload,
} from '../contract';
import type { HttpClient } from '../core/types';

/** `GET notifications/me/subscriptions`: channels, grouped notifications and the user's selections. */
export function getNotificationSubscriptions(http: HttpClient): Promise<NotificationSubscriptionData> {
  return http.get('notifications/me/subscriptions', {
    schema: notificationSubscriptionDataSchema,
    callName: 'GET notifications/me/subscriptions',
  });
}

/** `PUT notifications/me/subscriptions` (the answer is not shown in the spec). */
export function updateNotificationSubscriptions(
  http: HttpClient,
  body: UpdateNotificationSubscriptionsPayload,
): Promise<Acknowledgement> {
  return http.put('notifications/me/subscriptions', body, {
    schema: acknowledgementSchema,
    callName: 'PUT notifications/me/subscriptions',
  });
}
