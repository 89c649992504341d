import { describe, expect, it } from 'vitest';
import { isExpiredSignature } from './is-expired-signature';
import { EXPIRED_SIGNATURE_BODY } from './test-support/server-answers';

describe('isExpiredSignature', () => {
  it('recognises the 403 storage sends for an expired presigned URL', () => {
    expect(isExpiredSignature(403, EXPIRED_SIGNATURE_BODY)).toBe(true);
    expect(isExpiredSignature(403, '<Error><Code>ExpiredToken</Code></Error>')).toBe(true);
  });

  it('does not mistake other refusals for an expiry', () => {
    expect(isExpiredSignature(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>')).toBe(false);
    expect(isExpiredSignature(400, EXPIRED_SIGNATURE_BODY)).toBe(false);
  });
});
