import type { Migration } from './migration';

export const socialProfiles: Migration = {
  id: '0010_social_profiles',
  statements: [
    `CREATE TABLE social_profiles (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      service_name text NOT NULL,
      user_service_id text NOT NULL,
      username text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (service_name, user_service_id),
      UNIQUE (user_id, service_name)
    )`,
    `CREATE TABLE social_sign_in_states (
      state_hash text PRIMARY KEY,
      session_token_hash text NOT NULL,
      service_name text NOT NULL,
      action text NOT NULL,
      code_verifier text NOT NULL,
      expires_at timestamptz NOT NULL
    )`,
    `CREATE TABLE pending_social_connections (
      session_token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      service_name text NOT NULL,
      user_service_id text NOT NULL,
      username text,
      expires_at timestamptz NOT NULL
    )`,
  ],
};
