import type { Migration } from './migration';

export const mail: Migration = {
  id: '0003_mail',
  statements: [
    `CREATE TABLE outgoing_emails (
      id serial PRIMARY KEY,
      "to" text NOT NULL,
      subject text NOT NULL,
      text text NOT NULL,
      status text NOT NULL,
      error text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE password_reset_tokens (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      token_hash text NOT NULL,
      created_at timestamptz NOT NULL
    )`,
    `CREATE TABLE email_verification_codes (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      failed_attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    )`,
  ],
};
