import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages from the contact, suggest-artist and import-playlist forms, kept for admins (doc 001 §5). */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** `null` when a suggestion came from a guest who left no address. */
  email: text('email'),
  message: text('message').notNull(),
  /** `contact`, `suggest_artist` or `import_playlist`. */
  kind: text('kind').notNull(),
  /** The artist or playlist link of a suggestion or import. */
  link: text('link'),
  ip_address: text('ip_address'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
