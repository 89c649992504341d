import { describe, expect, it } from 'vitest';
import { NetworkError } from './network-error';

describe('NetworkError', () => {
  it('names the system error code fetch reports as the cause', () => {
    const cause = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect'), { code: 'ECONNRESET' }),
    });
    const error = new NetworkError({ callName: 'GET users/me', cause });
    expect(error.message).toBe('GET users/me failed: the connection to the server was lost (ECONNRESET)');
    expect(error.cause).toBe(cause);
  });

  it('names the inner message when there is no code', () => {
    const cause = new TypeError('fetch failed', { cause: new Error('other side closed') });
    expect(new NetworkError({ callName: 'GET users/me', cause }).message).toBe(
      'GET users/me failed: the connection to the server was lost (other side closed)',
    );
  });

  it('names the error itself when it has no cause', () => {
    expect(new NetworkError({ callName: 'GET users/me', cause: new TypeError('terminated') }).message).toBe(
      'GET users/me failed: the connection to the server was lost (terminated)',
    );
  });
});
