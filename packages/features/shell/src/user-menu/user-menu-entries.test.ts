import { describe, expect, it } from 'vitest';
import { userMenuEntries } from './user-menu-entries';

const listener = { id: 7, name: 'Nina Simone', subscriptions: [] };
const labels = (input: Parameters<typeof userMenuEntries>[0]) =>
  userMenuEntries(input).map((entry) => entry.label);

describe('userMenuEntries', () => {
  it('links the profile page by id and slug and ends with Log out', () => {
    const entries = userMenuEntries({
      user: listener,
      isMobile: false,
      canChangeTheme: false,
      isDark: false,
    });
    expect(entries).toEqual([
      { id: 'profile', label: 'Profile page', href: '/user/7/nina-simone' },
      { id: 'logout', label: 'Log out' },
    ]);
  });

  it('offers Notifications on mobile only', () => {
    expect(labels({ user: listener, isMobile: true, canChangeTheme: false, isDark: false })).toEqual([
      'Profile page',
      'Notifications',
      'Log out',
    ]);
  });

  it('offers Billing only to a subscriber', () => {
    const subscriber = { ...listener, subscriptions: [{ valid: true }] };
    expect(labels({ user: subscriber, isMobile: false, canChangeTheme: false, isDark: false })).toContain(
      'Billing',
    );
    const lapsed = { ...listener, subscriptions: [{ valid: false }] };
    expect(labels({ user: lapsed, isMobile: false, canChangeTheme: false, isDark: false })).not.toContain(
      'Billing',
    );
  });

  it('offers the other scheme when users may change theme', () => {
    expect(labels({ user: listener, isMobile: false, canChangeTheme: true, isDark: false })).toContain(
      'Dark mode',
    );
    const dark = userMenuEntries({ user: listener, isMobile: false, canChangeTheme: true, isDark: true });
    expect(dark).toContainEqual({ id: 'theme', label: 'Light mode', scheme: 'light' });
  });

  it('offers Admin area, linking to /admin, first and only to a user with admin.access', () => {
    const admin = { ...listener, permissions: [{ name: 'admin.access' }] };
    const entries = userMenuEntries({ user: admin, isMobile: false, canChangeTheme: false, isDark: false });
    expect(entries[0]).toEqual({ id: 'admin', label: 'Admin area', href: '/admin' });
    const superAdmin = { ...listener, permissions: [{ name: 'admin' }] };
    expect(labels({ user: superAdmin, isMobile: false, canChangeTheme: false, isDark: false })).toContain(
      'Admin area',
    );
    const member = { ...listener, permissions: [{ name: 'music.view' }] };
    expect(labels({ user: member, isMobile: false, canChangeTheme: false, isDark: false })).not.toContain(
      'Admin area',
    );
  });

  it('offers Backstage to an artist and Become an artist to a listener who may ask, after Admin area', () => {
    const artist = {
      ...listener,
      permissions: [{ name: 'music.create' }, { name: 'backstageRequests.create' }],
    };
    expect(
      userMenuEntries({ user: artist, isMobile: false, canChangeTheme: false, isDark: false })[0],
    ).toEqual({
      id: 'backstage',
      label: 'Backstage',
      href: '/backstage/upload',
    });
    const asking = { ...listener, permissions: [{ name: 'backstageRequests.create' }] };
    expect(
      userMenuEntries({ user: asking, isMobile: false, canChangeTheme: false, isDark: false })[0],
    ).toEqual({
      id: 'backstage',
      label: 'Become an artist',
      href: '/backstage/requests',
    });
    const admin = { ...listener, permissions: [{ name: 'admin' }] };
    expect(
      labels({ user: admin, isMobile: false, canChangeTheme: false, isDark: false }).slice(0, 2),
    ).toEqual(['Admin area', 'Backstage']);
    expect(labels({ user: listener, isMobile: false, canChangeTheme: false, isDark: false })).not.toContain(
      'Become an artist',
    );
  });

  it('leaves Become an artist out when the site turned it off, and keeps Backstage for artists', () => {
    const asking = { ...listener, permissions: [{ name: 'backstageRequests.create' }] };
    const off = { isMobile: false, canChangeTheme: false, isDark: false, offersBecomeArtist: false };
    expect(labels({ user: asking, ...off })).not.toContain('Become an artist');
    const artist = { ...listener, permissions: [{ name: 'music.create' }] };
    expect(labels({ user: artist, ...off })).toContain('Backstage');
  });

  it('puts every entry in the spec’s order', () => {
    const subscriber = { ...listener, subscriptions: [{ valid: true }] };
    expect(labels({ user: subscriber, isMobile: true, canChangeTheme: true, isDark: false })).toEqual([
      'Profile page',
      'Notifications',
      'Billing',
      'Dark mode',
      'Log out',
    ]);
  });

  it('names every entry in the visitor’s language', () => {
    const german: Record<string, string> = {
      'Profile page': 'Profilseite',
      'Light mode': 'Heller Modus',
      'Log out': 'Abmelden',
    };
    const entries = userMenuEntries(
      { user: listener, isMobile: false, canChangeTheme: true, isDark: true },
      (line) => german[line] ?? line,
    );
    expect(entries.map((entry) => entry.label)).toEqual(['Profilseite', 'Heller Modus', 'Abmelden']);
  });
});
