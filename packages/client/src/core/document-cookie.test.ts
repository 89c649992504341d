// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readDocumentCookie } from './document-cookie';

const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';

function writeCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the reader under test reads document.cookie, so the test writes there.
  document.cookie = `${cookie}; path=/`;
}

afterEach(() => {
  for (const name of ['XSRF-TOKEN', 'OLD-XSRF-TOKEN', 'activeWorkspaceId'])
    writeCookie(`${name}=; ${EXPIRED}`);
});

describe('document cookie', () => {
  it('reads the raw value of a cookie by name', () => {
    writeCookie('activeWorkspaceId=3');
    writeCookie('XSRF-TOKEN=abc%3D%3D');
    expect(readDocumentCookie('XSRF-TOKEN')).toBe('abc%3D%3D');
    expect(readDocumentCookie('activeWorkspaceId')).toBe('3');
  });

  it('finds nothing for a cookie that is not set', () => {
    writeCookie('activeWorkspaceId=3');
    expect(readDocumentCookie('XSRF-TOKEN')).toBeUndefined();
  });

  it('does not match a cookie whose name only ends with the one asked for', () => {
    writeCookie('OLD-XSRF-TOKEN=stale');
    expect(readDocumentCookie('XSRF-TOKEN')).toBeUndefined();
  });
});
