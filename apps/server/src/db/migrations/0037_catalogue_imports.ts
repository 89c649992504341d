import type { Migration } from './migration';

/**
 * Audio the admin uploads for the catalogue: files read and waiting for review (`catalogue_imports`), and what an
 * imported track's file holds beyond the catalogue's columns (`track_audio`), whose content hash finds the same
 * audio uploaded again.
 */
export const catalogueImports: Migration = {
  id: '0037_catalogue_imports',
  statements: [
    `CREATE TABLE catalogue_imports (
      id serial PRIMARY KEY,
      owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      file_name text NOT NULL,
      audio_path text NOT NULL,
      mime text NOT NULL,
      content_hash text NOT NULL,
      cover text,
      details jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX catalogue_imports_owner_id_index ON catalogue_imports (owner_id, id)',
    'CREATE INDEX catalogue_imports_content_hash_index ON catalogue_imports (content_hash)',
    `CREATE TABLE track_audio (
      track_id integer PRIMARY KEY REFERENCES tracks (id) ON DELETE CASCADE,
      content_hash text NOT NULL,
      file_size bigint NOT NULL,
      container text NOT NULL,
      codec text,
      bitrate integer,
      sample_rate integer,
      disc_number integer,
      year integer,
      replay_gain_db double precision,
      replay_gain_peak double precision
    )`,
    'CREATE INDEX track_audio_content_hash_index ON track_audio (content_hash)',
  ],
};
