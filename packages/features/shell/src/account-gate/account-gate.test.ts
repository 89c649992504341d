import { describe, expect, it } from 'vitest';
import { accountGate } from './account-gate';

const verified = { email_verified_at: '2026-01-04T10:00:00Z', banned_at: null };
const unverified = { email_verified_at: null, banned_at: null };

describe('accountGate', () => {
  it('never gates a guest', () => {
    expect(accountGate({ user: null, requireEmailConfirmation: true })).toBe('open');
  });

  it('shows only the verification screen to an unverified user while confirmation is required', () => {
    expect(accountGate({ user: unverified, requireEmailConfirmation: true })).toBe('verify-email');
  });

  it('lets an unverified user in when the site does not require confirmation', () => {
    expect(accountGate({ user: unverified, requireEmailConfirmation: false })).toBe('open');
    expect(accountGate({ user: unverified })).toBe('open');
  });

  it('shows only the suspended screen to a banned user', () => {
    expect(accountGate({ user: { ...verified, banned_at: '2026-02-01T00:00:00Z' } })).toBe('suspended');
  });

  it('puts verification before the ban when both apply', () => {
    const both = { email_verified_at: null, banned_at: '2026-02-01T00:00:00Z' };
    expect(accountGate({ user: both, requireEmailConfirmation: true })).toBe('verify-email');
    expect(accountGate({ user: both, requireEmailConfirmation: false })).toBe('suspended');
  });

  it('opens the app to a verified user in good standing', () => {
    expect(accountGate({ user: verified, requireEmailConfirmation: true })).toBe('open');
  });
});
