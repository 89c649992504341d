import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Every mail the product sends, kept for admins whether it went out over SMTP or only to the console. */
export const outgoingEmails = pgTable('outgoing_emails', {
  id: serial('id').primaryKey(),
  /** Who the mail went out as (migration 0057); `null` for mails logged before. */
  sender: text('sender'),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** `sent` through MAIL_URL, `logged` when no mail server is configured, `failed` when sending threw. */
  status: text('status').notNull(),
  error: text('error'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One pending password reset per user; the mailed token is stored as its SHA-256. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One pending one-time sign-in link per user, mailed while logins are throttled (migration 0042). */
export const signInLinks = pgTable('sign_in_links', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull().unique(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** The 6-digit code mailed to confirm an address, one pending per user. */
export const emailVerificationCodes = pgTable('email_verification_codes', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code_hash: text('code_hash').notNull(),
  failed_attempts: integer('failed_attempts').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});
