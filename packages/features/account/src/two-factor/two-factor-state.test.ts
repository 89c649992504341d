import { describe, expect, it } from 'vitest';
import { twoFactorState } from './two-factor-state';

describe('twoFactorState', () => {
  it('is 2 (enabled) once the setup was confirmed', () => {
    expect(
      twoFactorState({ two_factor_confirmed_at: '2026-01-01T10:00:00Z', two_factor_recovery_codes: ['a'] }),
    ).toBe(2);
  });

  it('is 1 (pending) while recovery codes exist without a confirmation', () => {
    expect(twoFactorState({ two_factor_confirmed_at: null, two_factor_recovery_codes: ['a', 'b'] })).toBe(1);
  });

  it('is 0 (not enabled) without recovery codes or confirmation', () => {
    expect(twoFactorState({ two_factor_confirmed_at: null, two_factor_recovery_codes: null })).toBe(0);
    expect(twoFactorState({ two_factor_confirmed_at: undefined, two_factor_recovery_codes: [] })).toBe(0);
    expect(twoFactorState({})).toBe(0);
  });
});
