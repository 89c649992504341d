import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A sign-in provider's account linked to a user; one per service and user. */
export const socialProfiles = pgTable(
  'social_profiles',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service_name: text('service_name').notNull(),
    /** The provider's stable id of the account (never the email, which the owner can change there). */
    user_service_id: text('user_service_id').notNull(),
    username: text('username'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.service_name, table.user_service_id),
    unique().on(table.user_id, table.service_name),
  ],
);

/**
 * An authorization the server sent a popup to start: its OAuth `state` (hashed), bound to the visitor's session
 * token so a callback from another browser is refused, and the PKCE verifier the code exchange needs.
 */
export const socialSignInStates = pgTable('social_sign_in_states', {
  state_hash: text('state_hash').primaryKey(),
  session_token_hash: text('session_token_hash').notNull(),
  service_name: text('service_name').notNull(),
  /** `login` or `connect`. */
  action: text('action').notNull(),
  code_verifier: text('code_verifier').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A provider account whose email matches an existing user, waiting for that user's password (REQUEST_PASSWORD). */
export const pendingSocialConnections = pgTable('pending_social_connections', {
  session_token_hash: text('session_token_hash').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  service_name: text('service_name').notNull(),
  user_service_id: text('user_service_id').notNull(),
  username: text('username'),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});
