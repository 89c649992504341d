import type { Migration } from './migration';

export const accountsSettingsSessions: Migration = {
  id: '0001_accounts_settings_sessions',
  statements: [
    `CREATE TABLE users (
      id serial PRIMARY KEY,
      email text NOT NULL,
      password text,
      first_name text,
      last_name text,
      image text,
      language text NOT NULL DEFAULT 'en',
      country text,
      timezone text,
      email_verified_at timestamptz,
      banned_at timestamptz,
      two_factor_secret text,
      two_factor_recovery_codes jsonb,
      two_factor_confirmed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE UNIQUE INDEX users_email_unique ON users (lower(email))',
    `CREATE TABLE roles (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      description text,
      guests boolean NOT NULL DEFAULT false,
      is_default boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE permissions (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      display_name text NOT NULL,
      "group" text NOT NULL,
      description text
    )`,
    `CREATE TABLE permission_role (
      role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
      permission_id integer NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
      restrictions jsonb NOT NULL DEFAULT '[]',
      PRIMARY KEY (role_id, permission_id)
    )`,
    `CREATE TABLE role_user (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, role_id)
    )`,
    `CREATE TABLE settings (
      name text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE server_secrets (
      name text PRIMARY KEY,
      value text NOT NULL
    )`,
    `CREATE TABLE themes (
      id serial PRIMARY KEY,
      name text NOT NULL,
      is_dark boolean NOT NULL DEFAULT false,
      default_light boolean NOT NULL DEFAULT false,
      default_dark boolean NOT NULL DEFAULT false,
      values jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE sessions (
      id serial PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      remember boolean NOT NULL DEFAULT false,
      ip_address text,
      user_agent text,
      device_type text,
      platform text,
      browser text,
      city text,
      country text,
      password_confirmed_at timestamptz,
      last_active timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX sessions_user_id_index ON sessions (user_id)',
    `CREATE TABLE rate_limits (
      key text PRIMARY KEY,
      hits integer NOT NULL DEFAULT 0,
      window_ends_at timestamptz NOT NULL,
      blocked_until timestamptz
    )`,
  ],
};
