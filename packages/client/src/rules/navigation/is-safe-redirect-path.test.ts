import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath } from './is-safe-redirect-path';

describe('isSafeRedirectPath', () => {
  it.each(['/', '/library', '/admin/users?page=2', '/search/daft%20punk#tracks', '/pages/1/about-us'])(
    'accepts the same-site path %s',
    (path) => {
      expect(isSafeRedirectPath(path)).toBe(true);
    },
  );

  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /library',
    'https://evil.com',
    'http:/evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    'library',
    '',
    '/..//evil.com',
    '/%0a/evil.com/../..//x',
  ])('refuses %j', (uri) => {
    expect(isSafeRedirectPath(uri)).toBe(false);
  });

  it('refuses anything that is not a string', () => {
    expect(isSafeRedirectPath(undefined)).toBe(false);
    expect(isSafeRedirectPath(['/library'])).toBe(false);
  });

  it('never accepts a target that a browser would resolve to another origin', () => {
    const tricky = fc
      .array(
        fc.constantFrom('/', '\\', '.', ':', '@', '%2f', 'evil', 'com', '\t', '\n', ' ', '#', '?', 'http'),
        {
          maxLength: 10,
        },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(tricky, (uri) => {
        if (!isSafeRedirectPath(uri)) return;
        const resolved = new URL(uri, 'https://tonearm.example');
        expect(resolved.origin).toBe('https://tonearm.example');
        expect(resolved.pathname.startsWith('//')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
