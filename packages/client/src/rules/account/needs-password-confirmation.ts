/** How long a password confirmation stays good, in seconds (doc 000 §5, §9). */
export const PASSWORD_CONFIRMATION_WINDOW_SECONDS = 9000;

/** The sensitive actions that need a recently confirmed password (doc 000 §5). */
export type SensitiveAction =
  | 'enableTwoFactor'
  | 'disableTwoFactor'
  | 'regenerateRecoveryCodes'
  | 'confirmTwoFactor'
  | 'logoutOtherSessions'
  | 'showRecoveryCodes'
  | 'deleteAccount';

/**
 * Actions that ask for the password every time, whatever the window says: logging out other sessions (doc 000 §5)
 * and showing the recovery codes, which unlock the account without its password.
 */
export const ALWAYS_CONFIRMED_ACTIONS: ReadonlySet<SensitiveAction> = new Set([
  'logoutOtherSessions',
  'showRecoveryCodes',
]);

/** When the password was last confirmed and what time it is now, both in epoch milliseconds. */
export interface PasswordConfirmationState {
  /** `null` when the password has not been confirmed in this session. */
  lastConfirmedAt: number | null;
  /** @default Date.now() */
  now?: number;
}

/**
 * Whether an action must ask for the password first: logging out other sessions always asks; the other
 * sensitive actions ask only when no confirmation happened within the last 9000 s.
 */
export function needsPasswordConfirmation(
  action: SensitiveAction,
  state: PasswordConfirmationState,
): boolean {
  if (ALWAYS_CONFIRMED_ACTIONS.has(action)) return true;
  if (state.lastConfirmedAt === null) return true;
  const elapsed = (state.now ?? Date.now()) - state.lastConfirmedAt;
  return elapsed >= PASSWORD_CONFIRMATION_WINDOW_SECONDS * 1000;
}
