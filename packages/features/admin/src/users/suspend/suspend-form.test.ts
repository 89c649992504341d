import { describe, expect, it } from 'vitest';
import { EMPTY_SUSPEND_FORM, suspendFormResolver, suspendPayload } from './suspend-form';

const resolve = (values: Partial<typeof EMPTY_SUSPEND_FORM>) =>
  suspendFormResolver(
    (message) => message,
    () => new Date('2026-11-26T12:00:00'),
  )({ ...EMPTY_SUSPEND_FORM, ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the suspend form', () => {
  it('suspends for good without an end, and sends no empty reason', () => {
    expect(suspendPayload({ ...EMPTY_SUSPEND_FORM, until: '2027-01-01', reason: '  ' })).toEqual({
      until: null,
      reason: null,
    });
  });

  it('ends a timed suspension at the start of the chosen day', () => {
    const payload = suspendPayload({ permanent: false, until: '2027-01-01', reason: ' Spam ' });
    expect(payload).toEqual({ until: new Date('2027-01-01T00:00:00').toISOString(), reason: 'Spam' });
  });

  it('asks for a day in the future when the suspension is not for good', async () => {
    expect((await resolve({ permanent: false })).errors.until?.message).toBe(
      'Choose the day the suspension ends.',
    );
    expect((await resolve({ permanent: false, until: '2026-11-26' })).errors.until?.message).toBe(
      'The suspension must end in the future.',
    );
    expect((await resolve({ permanent: false, until: '2026-11-27' })).errors).toEqual({});
  });

  it('refuses a reason over 250 characters', async () => {
    expect((await resolve({ reason: 'x'.repeat(251) })).errors.reason?.message).toBe(
      'The reason may be at most 250 characters.',
    );
  });
});
