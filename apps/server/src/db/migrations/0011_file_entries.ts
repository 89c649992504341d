import type { Migration } from './migration';

export const fileEntries: Migration = {
  id: '0011_file_entries',
  statements: [
    `CREATE TABLE file_entries (
      id serial PRIMARY KEY,
      name text NOT NULL,
      file_name text NOT NULL,
      mime text,
      extension text,
      file_size bigint NOT NULL,
      disk text NOT NULL CHECK (disk IN ('public', 'uploads')),
      path text NOT NULL DEFAULT '',
      parent_id integer REFERENCES file_entries (id) ON DELETE CASCADE,
      workspace_id integer REFERENCES workspaces (id) ON DELETE SET NULL,
      owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      deleted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE UNIQUE INDEX file_entries_file_name_unique ON file_entries (file_name)',
    'CREATE INDEX file_entries_owner ON file_entries (owner_id)',
    `CREATE TABLE pending_uploads (
      id serial PRIMARY KEY,
      file_name text NOT NULL,
      disk text NOT NULL CHECK (disk IN ('public', 'uploads')),
      multipart_id text,
      file_size bigint NOT NULL,
      owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE UNIQUE INDEX pending_uploads_file_name_unique ON pending_uploads (file_name)',
  ],
};
