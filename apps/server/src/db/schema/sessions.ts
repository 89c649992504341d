import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Signed-in sessions; the cookie holds a random token, the row only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    ip_address: text('ip_address'),
    user_agent: text('user_agent'),
    device_type: text('device_type'),
    platform: text('platform'),
    browser: text('browser'),
    city: text('city'),
    country: text('country'),
    password_confirmed_at: timestamp('password_confirmed_at', { withTimezone: true }),
    last_active: timestamp('last_active', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_index').on(table.user_id)],
);

/** Attempt counters shared by every server instance (login throttling and the like). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  window_ends_at: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  blocked_until: timestamp('blocked_until', { withTimezone: true }),
});
