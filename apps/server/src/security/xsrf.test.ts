import { describe, expect, it } from 'vitest';
import { issueXsrfToken, isXsrfTokenValid } from './xsrf';

const KEY = 'app-key';

describe('XSRF tokens', () => {
  it('accepts a token issued for the same session', () => {
    expect(isXsrfTokenValid(KEY, 'session-a', issueXsrfToken(KEY, 'session-a'))).toBe(true);
  });

  it("refuses another session's token, another key's token, and malformed values", () => {
    const token = issueXsrfToken(KEY, 'session-a');
    expect(isXsrfTokenValid(KEY, 'session-b', token)).toBe(false);
    expect(isXsrfTokenValid('other-key', 'session-a', token)).toBe(false);
    expect(isXsrfTokenValid(KEY, 'session-a', undefined)).toBe(false);
    expect(isXsrfTokenValid(KEY, 'session-a', '')).toBe(false);
    expect(isXsrfTokenValid(KEY, 'session-a', `${token}.extra`)).toBe(false);
    expect(
      isXsrfTokenValid(
        KEY,
        'session-a',
        token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
      ),
    ).toBe(false);
  });

  it('issues a different token every time', () => {
    expect(issueXsrfToken(KEY, 'session-a')).not.toBe(issueXsrfToken(KEY, 'session-a'));
  });
});
