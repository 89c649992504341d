import * as z from 'zod/mini';

/** A notification the user can choose delivery channels for. */
export const notificationSubscriptionSchema = z.object({
  notif_id: z.string().check(z.minLength(1)),
  name: z.string(),
});
export type NotificationSubscription = z.infer<typeof notificationSubscriptionSchema>;

export const notificationSubscriptionGroupSchema = z.object({
  group_name: z.string(),
  subscriptions: z.array(notificationSubscriptionSchema),
});
export type NotificationSubscriptionGroup = z.infer<typeof notificationSubscriptionGroupSchema>;

/** The channels the user picked for one notification. */
export const notificationChannelSelectionSchema = z.object({
  notif_id: z.string().check(z.minLength(1)),
  channels: z.array(z.string()),
});
export type NotificationChannelSelection = z.infer<typeof notificationChannelSelectionSchema>;

/** Answer of `GET notifications/me/subscriptions` (doc 001 §3). */
export const notificationSubscriptionDataSchema = z.object({
  available_channels: z.array(z.string()),
  subscriptions: z.array(notificationSubscriptionGroupSchema),
  user_selections: z.array(notificationChannelSelectionSchema),
});
export type NotificationSubscriptionData = z.infer<typeof notificationSubscriptionDataSchema>;

/** Body of `PUT notifications/me/subscriptions`. */
export const updateNotificationSubscriptionsPayloadSchema = z.object({
  selections: z.array(notificationChannelSelectionSchema),
});
export type UpdateNotificationSubscriptionsPayload = z.infer<
  typeof updateNotificationSubscriptionsPayloadSchema
>;
