import { describe, expect, it } from 'vitest';
import { currentNavLinkId } from './current-nav-link';

const links = [
  { id: 'dashboard', href: '/admin' },
  { id: 'users', href: '/admin/users' },
  { id: 'files', href: '/admin/files?view=grid' },
  { id: 'docs', href: 'https://docs.example/admin' },
];

describe('currentNavLinkId', () => {
  it('marks the entry whose path is the page', () => {
    expect(currentNavLinkId(links, '/admin')).toBe('dashboard');
    expect(currentNavLinkId(links, '/admin/users')).toBe('users');
    expect(currentNavLinkId(links, '/admin/files')).toBe('files');
  });

  it('marks the entry that holds a deeper page', () => {
    expect(currentNavLinkId(links, '/admin/users/7/details')).toBe('users');
    expect(currentNavLinkId(links, '/admin/users/')).toBe('users');
  });

  it('keeps a parent entry to its own page, so the dashboard is not marked on every admin page', () => {
    expect(currentNavLinkId(links, '/admin/logs/error')).toBeNull();
    expect(currentNavLinkId(links, '/admin/usersettings')).toBeNull();
  });

  it('marks a lone entry on the pages under it', () => {
    expect(currentNavLinkId([{ id: 'dashboard', href: '/admin' }], '/admin/reports')).toBe('dashboard');
  });

  it('never marks a link that leaves the app', () => {
    expect(currentNavLinkId(links, '/https://docs.example/admin')).toBeNull();
    expect(
      currentNavLinkId([{ id: 'docs', href: '//docs.example/admin' }], '//docs.example/admin'),
    ).toBeNull();
  });
});
