import type { Migration } from './migration';

export const twoFactor: Migration = {
  id: '0004_two_factor',
  statements: [
    'ALTER TABLE users ALTER COLUMN two_factor_recovery_codes TYPE text USING two_factor_recovery_codes::text',
    'ALTER TABLE users ADD COLUMN two_factor_last_used_step integer',
  ],
};
