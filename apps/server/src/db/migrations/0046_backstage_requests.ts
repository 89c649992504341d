import type { Migration } from './migration';

/** Pending first, then approved, then denied: the review queue's order (the admin list's `status` sort). */
export const STATUS_RANK_SQL = "(CASE status WHEN 'pending' THEN 0 WHEN 'approved' THEN 1 ELSE 2 END)";

/**
 * Backstage requests: a listener asks to become an artist, to get their artist verified or to claim one. One
 * pending request per user and type; the admin's list pages over 100,000 rows by queue order, dates, type and user.
 */
export const backstageRequests: Migration = {
  id: '0046_backstage_requests',
  statements: [
    `CREATE TABLE backstage_requests (
      id serial PRIMARY KEY,
      type text NOT NULL CHECK (type IN ('become-artist', 'verify-artist', 'claim-artist')),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'denied')),
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      artist_id integer REFERENCES artists (id) ON DELETE SET NULL,
      artist_name text,
      role text,
      first_name text NOT NULL,
      last_name text NOT NULL,
      company text,
      links jsonb NOT NULL DEFAULT '[]',
      proof_file_entry_id integer REFERENCES file_entries (id) ON DELETE SET NULL,
      notes text,
      handled_by integer REFERENCES users (id) ON DELETE SET NULL,
      handled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE UNIQUE INDEX backstage_requests_one_pending ON backstage_requests (user_id, type) WHERE status = 'pending'`,
    `CREATE INDEX backstage_requests_queue_index ON backstage_requests (${STATUS_RANK_SQL}, id)`,
    `CREATE INDEX backstage_requests_type_queue_index ON backstage_requests (type, ${STATUS_RANK_SQL}, id)`,
    'CREATE INDEX backstage_requests_user_index ON backstage_requests (user_id, id)',
    'CREATE INDEX backstage_requests_created_at_index ON backstage_requests (created_at, id)',
    'CREATE INDEX backstage_requests_updated_at_index ON backstage_requests (updated_at, id)',
    'CREATE INDEX backstage_requests_artist_index ON backstage_requests (artist_id)',
    'CREATE INDEX backstage_requests_proof_index ON backstage_requests (proof_file_entry_id)',
  ],
};
