import type {
  ArtistMemberRole,
  BackstageRequestStatus,
  BackstageRequestType,
} from '@tonearm/client/contract';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts';
import { artists } from '../../db/schema/catalogue';
import { fileEntries } from '../../uploads/file-entries-table';

/**
 * A listener's backstage request (migration 0046): to become an artist, to get their artist verified or to claim
 * an existing artist, with who they are, their proof and how an admin answered. The indexes live in the migration:
 * one pending request per user and type, and the admin list's orders and filters.
 */
export const backstageRequests = pgTable('backstage_requests', {
  id: serial('id').primaryKey(),
  type: text('type').$type<BackstageRequestType>().notNull(),
  status: text('status').$type<BackstageRequestStatus>().notNull().default('pending'),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The artist to verify or claim; for a become request, the artist its approval created. */
  artist_id: integer('artist_id').references(() => artists.id, { onDelete: 'set null' }),
  /** The name a become request asks for. */
  artist_name: text('artist_name'),
  /** As what a claim speaks for the artist. */
  role: text('role').$type<ArtistMemberRole>(),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  company: text('company'),
  /** The picture the request offers, an image the user uploaded to the public disk (migration 0038). */
  avatar: text('avatar'),
  /** The requester's social profiles. */
  links: jsonb('links').$type<string[]>().notNull().default([]),
  /** The identity document, a file entry on the private disk. */
  proof_file_entry_id: integer('proof_file_entry_id').references(() => fileEntries.id, {
    onDelete: 'set null',
  }),
  /** What the reviewer told the requester. */
  notes: text('notes'),
  handled_by: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  handled_at: timestamp('handled_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BackstageRequestRow = typeof backstageRequests.$inferSelect;
