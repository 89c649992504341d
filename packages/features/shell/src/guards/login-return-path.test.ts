import { describe, expect, it } from 'vitest';
import { loginPathReturningTo } from './login-return-path';

describe('loginPathReturningTo', () => {
  it('carries the page the guest was turned away from, with its query, as redirectUri', () => {
    expect(loginPathReturningTo('/admin/files')).toBe('/login?redirectUri=%2Fadmin%2Ffiles');
    const path = loginPathReturningTo('/admin/users?page=2&query=a%20b');
    expect(new URLSearchParams(path.split('?')[1]).get('redirectUri')).toBe(
      '/admin/users?page=2&query=a%20b',
    );
  });

  it('sends to plain /login from the front page', () => {
    expect(loginPathReturningTo('/')).toBe('/login');
  });

  it.each(['//evil.example/admin', '/\\evil.example', 'https://evil.example/admin', 'javascript:alert(1)'])(
    'never carries the off-site target %j',
    (target) => {
      expect(loginPathReturningTo(target)).toBe('/login');
    },
  );
});
