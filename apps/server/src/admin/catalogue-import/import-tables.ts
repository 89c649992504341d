import {
  bigint,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tracks, users } from '../../db/schema';
import type { ImportDetails } from './import-details';

/** An uploaded audio file, read and stored under `DATA_DIR`, waiting for the admin to publish or discard it. */
export const catalogueImports = pgTable('catalogue_imports', {
  id: serial('id').primaryKey(),
  owner_id: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The name the uploaded file had. */
  file_name: text('file_name').notNull(),
  /**
   * Where the audio is kept (see `catalogue/player/stored-audio.ts`); it becomes the track's `audio_path` when
   * published.
   */
  audio_path: text('audio_path').notNull(),
  mime: text('mime').notNull(),
  /** SHA-256 of the file's bytes, in hex. */
  content_hash: text('content_hash').notNull(),
  /** The embedded cover, saved on the public disk. */
  cover: text('cover'),
  details: jsonb('details').$type<ImportDetails>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CatalogueImportRow = typeof catalogueImports.$inferSelect;

/** What an imported track's file holds beyond the catalogue's own columns. */
export const trackAudio = pgTable('track_audio', {
  track_id: integer('track_id')
    .primaryKey()
    .references(() => tracks.id, { onDelete: 'cascade' }),
  content_hash: text('content_hash').notNull(),
  file_size: bigint('file_size', { mode: 'number' }).notNull(),
  container: text('container').notNull(),
  codec: text('codec'),
  bitrate: integer('bitrate'),
  sample_rate: integer('sample_rate'),
  disc_number: integer('disc_number'),
  year: integer('year'),
  replay_gain_db: doublePrecision('replay_gain_db'),
  replay_gain_peak: doublePrecision('replay_gain_peak'),
  /** The album's ReplayGain in dB and its linear peak, as the file's tags say (migration 0052). */
  album_replay_gain_db: doublePrecision('album_replay_gain_db'),
  album_replay_gain_peak: doublePrecision('album_replay_gain_peak'),
});
