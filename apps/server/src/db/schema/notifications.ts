import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** In-app notifications (doc 000 §3); ids are UUIDs like Laravel's database notifications. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('notifications_user_id_created_at_index').on(table.user_id, table.created_at)],
);

/** The channels a user chose for one kind of notification; absent rows mean every channel. */
export const notificationSubscriptions = pgTable(
  'notification_subscriptions',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notif_id: text('notif_id').notNull(),
    channels: jsonb('channels').$type<string[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.notif_id] })],
);
