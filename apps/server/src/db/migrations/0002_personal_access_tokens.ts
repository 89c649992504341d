import type { Migration } from './migration';

export const personalAccessTokens: Migration = {
  id: '0002_personal_access_tokens',
  statements: [
    `CREATE TABLE personal_access_tokens (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      last_used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX personal_access_tokens_user_id_index ON personal_access_tokens (user_id)',
  ],
};
