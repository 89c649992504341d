import { describe, expect, it } from 'vitest';
import { resolveUrl } from './resolve-url';

describe('resolve url', () => {
  it('resolves a relative path under the base URL', () => {
    expect(resolveUrl('https://music.example.com', 'api/v1/users/me', {})).toBe(
      'https://music.example.com/api/v1/users/me',
    );
  });

  it('keeps the base URL path of a product served from a sub-path', () => {
    expect(resolveUrl('https://example.com/music', 'api/v1/tracks', { page: 2 })).toBe(
      'https://example.com/music/api/v1/tracks?page=2',
    );
  });

  it('appends params to a query the path already carries', () => {
    expect(
      resolveUrl('https://music.example.com/', 'api/v1/users/1?deleteCurrentUser=true', {
        _method: 'DELETE',
      }),
    ).toBe('https://music.example.com/api/v1/users/1?deleteCurrentUser=true&_method=DELETE');
  });

  it('keeps a fragment after the query', () => {
    expect(resolveUrl('https://music.example.com', 'api/v1/pages/1#top', { page: 1 })).toBe(
      'https://music.example.com/api/v1/pages/1?page=1#top',
    );
  });

  it('leaves an absolute URL on its own host', () => {
    expect(resolveUrl('https://music.example.com', 'https://cdn.example.com/a.mp3', { v: 2 })).toBe(
      'https://cdn.example.com/a.mp3?v=2',
    );
  });

  it('builds a root-relative URL from a root-relative base', () => {
    expect(resolveUrl('/', 'api/v1/users/me', { with: 'roles' })).toBe('/api/v1/users/me?with=roles');
    expect(resolveUrl('', 'auth/login', {})).toBe('/auth/login');
  });
});
