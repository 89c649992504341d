import { describe, expect, it } from 'vitest';
import { errorStatus } from './error-status';

class HttpLikeError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

describe('errorStatus', () => {
  it("reads a numeric status from any error's status property", () => {
    expect(errorStatus(new HttpLikeError(404))).toBe(404);
    expect(errorStatus({ status: 500 })).toBe(500);
  });

  it('gives undefined for errors without a numeric status', () => {
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorStatus({ status: '404' })).toBeUndefined();
    expect(errorStatus(null)).toBeUndefined();
    expect(errorStatus('404')).toBeUndefined();
  });
});
