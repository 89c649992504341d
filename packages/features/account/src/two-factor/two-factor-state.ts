import type { User } from '@tonearm/client/contract';

/** Doc 000 §4: 0 not enabled, 1 pending confirmation (QR code shown), 2 enabled. */
export type TwoFactorState = 0 | 1 | 2;

export const TWO_FACTOR_DISABLED = 0;
export const TWO_FACTOR_PENDING = 1;
export const TWO_FACTOR_ENABLED = 2;

/**
 * The user's two-factor setup state (doc 000 §4): enabled once `two_factor_confirmed_at` is set, pending while
 * recovery codes exist without a confirmation, otherwise not enabled.
 */
export function twoFactorState(
  user: Pick<User, 'two_factor_confirmed_at' | 'two_factor_recovery_codes'>,
): TwoFactorState {
  if (user.two_factor_confirmed_at) return TWO_FACTOR_ENABLED;
  if (user.two_factor_recovery_codes && user.two_factor_recovery_codes.length > 0) return TWO_FACTOR_PENDING;
  return TWO_FACTOR_DISABLED;
}
