import {
  markNotificationsAsReadPayloadSchema,
  NOTIFICATIONS_PER_PAGE,
  updateNotificationSubscriptionsPayloadSchema,
} from '@tonearm/client/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAccount, requireUserId } from '../accounts/current-account';
import type { AppBindings, AppServices } from '../app-context';
import { notificationSubscriptions, notifications } from '../db/schema';
import { ValidationError } from '../http/errors';
import { paginate, readPageQuery } from '../http/pagination';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { publishLiveEvent, unreadCountChanged } from '../live/publish-live-event';
import { NOTIFICATION_CHANNELS, NOTIFICATION_GROUPS, NOTIFICATION_KINDS } from './notification-catalogue';
import { readNotificationPage } from './notification-page';
import { channelsFor } from './notify';
import { countUnreadNotifications } from './unread-count';

/** The notification list, marking as read, and channel preferences (doc 000 §7, doc 001 §7). */
export function notificationRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/notifications', async (c) => {
    const userId = requireUserId(c);
    const { page, perPage } = readPageQuery(c, NOTIFICATIONS_PER_PAGE);
    const { total, items } = await readNotificationPage(db, userId, page, perPage);
    return c.json({ pagination: paginate(c, items, { page, perPage, total }) });
  });

  routes.post('/notifications/mark-as-read', async (c) => {
    const account = await requireAccount(c, services);
    const payload = validate(markNotificationsAsReadPayloadSchema, await readBody(c));
    const unread = and(eq(notifications.user_id, account.user.id), isNull(notifications.read_at));
    const chosen = 'ids' in payload ? and(unread, inArray(notifications.id, payload.ids)) : unread;
    await db.update(notifications).set({ read_at: services.now() }).where(chosen);
    // The user's other tabs show the new count too.
    await publishLiveEvent(db, unreadCountChanged(account.user.id));
    return c.json({ unreadCount: await countUnreadNotifications(db, account.user.id) });
  });

  routes.get('/notifications/me/subscriptions', async (c) => {
    const account = await requireAccount(c, services);
    const user_selections = await Promise.all(
      NOTIFICATION_KINDS.map(async (notif_id) => ({
        notif_id,
        channels: await channelsFor(services, account.user.id, notif_id),
      })),
    );
    return c.json({
      available_channels: NOTIFICATION_CHANNELS,
      subscriptions: NOTIFICATION_GROUPS,
      user_selections,
    });
  });

  routes.put('/notifications/me/subscriptions', async (c) => {
    const account = await requireAccount(c, services);
    const { selections } = validate(updateNotificationSubscriptionsPayloadSchema, await readBody(c));
    const errors: Record<string, string[]> = {};
    selections.forEach((selection, index) => {
      if (!NOTIFICATION_KINDS.includes(selection.notif_id)) {
        errors[`selections.${index}.notif_id`] = ['The selected notification is invalid.'];
      }
      if (
        selection.channels.some((channel) => !(NOTIFICATION_CHANNELS as readonly string[]).includes(channel))
      ) {
        errors[`selections.${index}.channels`] = ['The selected channel is invalid.'];
      }
    });
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    for (const selection of selections) {
      const row = {
        user_id: account.user.id,
        notif_id: selection.notif_id,
        channels: [...new Set(selection.channels)],
      };
      await db
        .insert(notificationSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: [notificationSubscriptions.user_id, notificationSubscriptions.notif_id],
          set: { channels: row.channels },
        });
    }
    return c.json({ status: 'success', message: 'Updated preferences' });
  });

  return routes;
}
