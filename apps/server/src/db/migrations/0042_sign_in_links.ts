import type { Migration } from './migration';

/**
 * One pending one-time sign-in link per user, mailed when logins to the account are throttled, so whoever guesses
 * at an account from elsewhere cannot lock its owner out. The mailed token is stored as its SHA-256.
 */
export const signInLinks: Migration = {
  id: '0042_sign_in_links',
  statements: [
    `CREATE TABLE sign_in_links (
      user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL
    )`,
  ],
};
