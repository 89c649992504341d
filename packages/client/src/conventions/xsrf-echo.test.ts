import { describe, expect, it } from 'vitest';
import { conventionContext, requestDraft } from '../testing/request-draft';
import { echoXsrfToken } from './xsrf-echo';

const withCookie = (value: string | undefined) =>
  conventionContext({ readCookie: (name) => (name === 'XSRF-TOKEN' ? value : undefined) });

describe('XSRF echo convention', () => {
  it('echoes the URL-decoded XSRF-TOKEN cookie in X-XSRF-TOKEN', () => {
    const echoed = echoXsrfToken(
      requestDraft('POST', 'api/v1/users/me/locale'),
      withCookie('eyJpdiI6IjEyMyJ9%3D%3D'),
    );
    expect(echoed.headers.get('X-XSRF-TOKEN')).toBe('eyJpdiI6IjEyMyJ9==');
  });

  it('sends no header when there is no cookie', () => {
    const draft = requestDraft('GET', 'api/v1/users/me');
    expect(echoXsrfToken(draft, withCookie(undefined))).toBe(draft);
    expect(echoXsrfToken(draft, withCookie(''))).toBe(draft);
  });

  it('echoes a cookie that is not valid URL encoding as it is', () => {
    const echoed = echoXsrfToken(requestDraft('GET', 'api/v1/users/me'), withCookie('abc%E0'));
    expect(echoed.headers.get('X-XSRF-TOKEN')).toBe('abc%E0');
  });

  it('echoes the token to an absolute URL on the product origin', () => {
    const draft = requestDraft('POST', 'https://music.example.com/api/v1/tus/upload');
    expect(echoXsrfToken(draft, withCookie('token')).headers.get('X-XSRF-TOKEN')).toBe('token');
  });

  it('never sends the token to another origin', () => {
    const draft = requestDraft('PUT', 'https://bucket.s3.amazonaws.com/avatars/a.png?X-Amz-Signature=1');
    expect(echoXsrfToken(draft, withCookie('token'))).toBe(draft);
  });

  it('keeps a token the caller set', () => {
    const draft = requestDraft('POST', 'auth/login', { headers: { 'X-XSRF-TOKEN': 'mine' } });
    expect(echoXsrfToken(draft, withCookie('cookie')).headers.get('X-XSRF-TOKEN')).toBe('mine');
  });

  it('does not touch the original draft headers', () => {
    const draft = requestDraft('POST', 'auth/login');
    echoXsrfToken(draft, withCookie('token'));
    expect(draft.headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});
