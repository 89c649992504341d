import { describe, expect, it } from 'vitest';
import { acknowledgementSchema, messageResponseSchema } from './acknowledgement';
import { issuePaths } from './fixtures/issue-paths';

describe('acknowledgementSchema', () => {
  it('accepts a success reply with or without a message', () => {
    expect(acknowledgementSchema.parse({ status: 'success' })).toEqual({ status: 'success' });
    expect(acknowledgementSchema.parse({ status: 'success', message: 'Email sent' }).message).toBe(
      'Email sent',
    );
  });

  it('rejects a reply that does not report success', () => {
    expect(issuePaths(acknowledgementSchema, { status: 'error' })).toEqual(['status']);
    expect(issuePaths(acknowledgementSchema, {})).toEqual(['status']);
  });
});

describe('messageResponseSchema', () => {
  it('accepts a message and rejects a missing one', () => {
    expect(
      messageResponseSchema.parse({ message: 'We have emailed your password reset link.' }).message,
    ).toBe('We have emailed your password reset link.');
    expect(issuePaths(messageResponseSchema, { status: 'success' })).toEqual(['message']);
  });
});
