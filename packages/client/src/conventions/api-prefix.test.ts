import { describe, expect, it } from 'vitest';
import { conventionContext, requestDraft } from '../testing/request-draft';
import { prefixApiPath, withApiPrefix } from './api-prefix';

describe('api prefix convention', () => {
  it('prefixes a relative path with api/v1/', () => {
    expect(withApiPrefix('users/me')).toBe('api/v1/users/me');
  });

  it.each(['auth/login', 'secure/auth/social/google/login', 'log-viewer', 'horizon/api/stats', 'auth'])(
    'leaves %s outside the prefix',
    (path) => {
      expect(withApiPrefix(path)).toBe(path);
    },
  );

  it('matches sections on the whole first segment, so authors and secured are prefixed', () => {
    expect(withApiPrefix('authors/3')).toBe('api/v1/authors/3');
    expect(withApiPrefix('secured')).toBe('api/v1/secured');
    expect(withApiPrefix('horizons?page=2')).toBe('api/v1/horizons?page=2');
  });

  it('recognises a section followed by a query string', () => {
    expect(withApiPrefix('auth?redirect=1')).toBe('auth?redirect=1');
  });

  it('treats leading slashes as part of nothing', () => {
    expect(withApiPrefix('/users/me')).toBe('api/v1/users/me');
    expect(withApiPrefix('/auth/logout')).toBe('auth/logout');
  });

  it('does not prefix a path already under api/v1', () => {
    expect(withApiPrefix('api/v1/logs/error/download-latest')).toBe('api/v1/logs/error/download-latest');
    expect(withApiPrefix('/api/v1/s3/multipart/batch-sign-part-urls')).toBe(
      'api/v1/s3/multipart/batch-sign-part-urls',
    );
  });

  it.each([
    'https://music.example.com/api/v1/tus/upload',
    'http://127.0.0.1:3000/users',
    '//cdn.example.com/track.mp3',
    'blob:https://music.example.com/5f1c',
  ])('leaves the absolute URL %s unchanged', (url) => {
    expect(withApiPrefix(url)).toBe(url);
  });

  it('rewrites only the path of a draft', () => {
    const draft = requestDraft('GET', 'users/me', { params: { with: 'roles' } });
    const prefixed = prefixApiPath(draft, conventionContext());
    expect(prefixed.path).toBe('api/v1/users/me');
    expect(prefixed.params).toEqual({ with: 'roles' });
    expect(draft.path).toBe('users/me');
  });
});
