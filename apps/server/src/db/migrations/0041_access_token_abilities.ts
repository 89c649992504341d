import type { Migration } from './migration';

/**
 * What each personal access token may do (`read`, `write`). Tokens made before keep reading and writing, and, like
 * every token from now on, lose account security, which the server no longer opens to any token.
 */
export const accessTokenAbilities: Migration = {
  id: '0041_access_token_abilities',
  statements: [
    `ALTER TABLE personal_access_tokens ADD COLUMN abilities text[] NOT NULL DEFAULT '{read,write}'`,
  ],
};
