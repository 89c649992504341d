import { describe, expect, it } from 'vitest';
import { issuePaths } from './fixtures/issue-paths';
import { confirmPasswordPayloadSchema, passwordConfirmationStatusSchema } from './password-confirmation';

describe('password confirmation', () => {
  it('reads whether the password was confirmed recently', () => {
    expect(passwordConfirmationStatusSchema.parse({ confirmed: false })).toEqual({ confirmed: false });
  });

  it('rejects a status sent as a number', () => {
    expect(issuePaths(passwordConfirmationStatusSchema, { confirmed: 0 })).toEqual(['confirmed']);
  });

  it('requires the password to confirm', () => {
    expect(issuePaths(confirmPasswordPayloadSchema, {})).toEqual(['password']);
  });
});
