import * as z from 'zod/mini';
import { inviteIdSchema } from './invite-id';
import { paginatedResponseSchema } from './pagination';
import { dateTimeSchema, optionalDateTimeSchema } from './primitives';

/** A link a notification offers: an in-app path or an absolute URL (opened in a new tab). */
export const notificationActionSchema = z.object({
  action: z.string(),
  label: z.string(),
});
export type NotificationAction = z.infer<typeof notificationActionSchema>;

export const notificationLineSchema = z.object({
  /** `primary` or another emphasis. */
  type: z.optional(z.string()),
  icon: z.optional(z.nullable(z.string())),
  /** HTML. */
  content: z.string(),
  action: z.optional(z.nullable(notificationActionSchema)),
});
export type NotificationLine = z.infer<typeof notificationLineSchema>;

export { type InviteId, inviteIdSchema } from './invite-id';

/** How a workspace invitation was answered. */
export const inviteAnswerSchema = z.enum(['joined', 'declined']);
export type InviteAnswer = z.infer<typeof inviteAnswerSchema>;

/** What a notification shows. Loose because each notification type may carry data of its own. */
export const notificationDataSchema = z.looseObject({
  lines: z.array(notificationLineSchema),
  image: z.optional(z.nullable(z.string())),
  /** Opened when the notification is clicked; the label is optional because the whole row is the control. */
  mainAction: z.optional(z.nullable(z.partial(notificationActionSchema, { label: true }))),
  buttonActions: z.optional(z.array(notificationActionSchema)),
  /** Present on workspace invitations. */
  inviteId: z.optional(inviteIdSchema),
  /** Set on a workspace invitation once it is answered: it is no longer offered. */
  inviteAnswer: z.optional(inviteAnswerSchema),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

/** An in-app notification; unread while `read_at` is `null`. Ids are Laravel's notification UUIDs. */
export const notificationSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.string(),
  read_at: optionalDateTimeSchema,
  created_at: dateTimeSchema,
  data: notificationDataSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** Answer of `GET notifications`: a page of notifications in `pagination.data`. */
export const notificationListResponseSchema = paginatedResponseSchema(notificationSchema);
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** Page size of the notification list (doc 001 §9). */
export const NOTIFICATIONS_PER_PAGE = 30;

/**
 * Body of `POST notifications/mark-as-read`: the ids to mark, or `markAllAsRead` for "Mark all as read", whose path
 * the specification does not show and which therefore shares this endpoint.
 */
export const markNotificationsAsReadPayloadSchema = z.union([
  z.object({ ids: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)) }),
  z.object({ markAllAsRead: z.literal(true) }),
]);
export type MarkNotificationsAsReadPayload = z.infer<typeof markNotificationsAsReadPayloadSchema>;

/** Answer of `POST notifications/mark-as-read`. */
export const markNotificationsAsReadResponseSchema = z.object({
  unreadCount: z.int().check(z.nonnegative()),
});
export type MarkNotificationsAsReadResponse = z.infer<typeof markNotificationsAsReadResponseSchema>;
