import { randomUUID } from 'node:crypto';
import type { notificationDataSchema } from '@tonearm/client/contract';
import { and, eq } from 'drizzle-orm';
import type * as z from 'zod';
import type { AppServices } from '../app-context';
import { notificationSubscriptions, notifications } from '../db/schema';
import { notificationCreated, publishLiveEvent } from '../live/publish-live-event';
import { type MailContent, type MailRecipient, type MailTranslate, recipientTrans } from '../mail/mail-trans';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationKind,
} from './notification-catalogue';

export type NotificationData = z.input<typeof notificationDataSchema>;

/**
 * A notification's lines and action labels, written when it is created in the words of the recipient's
 * translator: the app shows them as stored, so they are never translated in the browser.
 */
export type NotificationContent = (trans: MailTranslate) => NotificationData;

export interface NewNotification {
  kind: NotificationKind;
  /** What the app's list shows, written in the user's language. */
  data: NotificationContent;
  /** Sent when the user keeps the email channel on for this kind, written in the user's language. */
  mail: MailContent;
}

/** The channels `userId` keeps for `kind`; every channel until they choose. */
export async function channelsFor(
  services: AppServices,
  userId: number,
  kind: string,
): Promise<NotificationChannel[]> {
  const [row] = await services.db
    .select({ channels: notificationSubscriptions.channels })
    .from(notificationSubscriptions)
    .where(and(eq(notificationSubscriptions.user_id, userId), eq(notificationSubscriptions.notif_id, kind)));
  return row ? (row.channels as NotificationChannel[]) : [...NOTIFICATION_CHANNELS];
}

/**
 * Notifies a user of an event: always in the app's list, by mail when they keep the email channel on, both in the
 * language their account chose. Features call this for their events (a workspace invite, a reply, a new release).
 */
export async function notify(
  services: AppServices,
  user: MailRecipient & { email: string },
  notification: NewNotification,
): Promise<string> {
  const id = randomUUID();
  // One translator writes both the app's notification and the mail, so the user's language is read once.
  const trans = await recipientTrans(services.db, user);
  await services.db.insert(notifications).values({
    id,
    user_id: user.id,
    type: notification.kind,
    data: notification.data(trans),
    created_at: services.now(),
  });
  await publishLiveEvent(services.db, notificationCreated(user.id));
  if ((await channelsFor(services, user.id, notification.kind)).includes('email')) {
    await services.mailer.send({ to: user.email, ...notification.mail(trans) });
  }
  return id;
}
