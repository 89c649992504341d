import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  needsPasswordConfirmation,
  PASSWORD_CONFIRMATION_WINDOW_SECONDS,
  type SensitiveAction,
} from './needs-password-confirmation';

const windowedActions: SensitiveAction[] = [
  'enableTwoFactor',
  'disableTwoFactor',
  'regenerateRecoveryCodes',
  'confirmTwoFactor',
  'deleteAccount',
];

describe('needsPasswordConfirmation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a confirmation window of 9000 seconds', () => {
    expect(PASSWORD_CONFIRMATION_WINDOW_SECONDS).toBe(9000);
  });

  it('always asks before logging out other sessions', () => {
    expect(needsPasswordConfirmation('logoutOtherSessions', { lastConfirmedAt: Date.now() })).toBe(true);
  });

  it.each(windowedActions)('asks before %s when the password was never confirmed', (action) => {
    expect(needsPasswordConfirmation(action, { lastConfirmedAt: null })).toBe(true);
  });

  it.each(windowedActions)('does not ask before %s within the window', (action) => {
    const lastConfirmedAt = Date.now();
    vi.advanceTimersByTime(9000 * 1000 - 1);
    expect(needsPasswordConfirmation(action, { lastConfirmedAt })).toBe(false);
  });

  it.each(windowedActions)('asks again before %s once the window lapsed', (action) => {
    const lastConfirmedAt = Date.now();
    vi.advanceTimersByTime(9000 * 1000);
    expect(needsPasswordConfirmation(action, { lastConfirmedAt })).toBe(true);
  });

  it('uses the given time instead of the clock', () => {
    expect(needsPasswordConfirmation('deleteAccount', { lastConfirmedAt: 0, now: 8_999_999 })).toBe(false);
    expect(needsPasswordConfirmation('deleteAccount', { lastConfirmedAt: 0, now: 9_000_000 })).toBe(true);
  });
});
