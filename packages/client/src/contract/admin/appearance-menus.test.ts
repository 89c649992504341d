import { describe, expect, it } from 'vitest';
import { issuePaths, withField } from '../fixtures/issue-paths';
import { appearanceMenusSchema } from './appearance-menus';

const menus = [
  {
    id: 'primary',
    name: 'Primary',
    positions: ['sidebar-primary', 'mobile-bottom'],
    items: [
      { id: 'discover', label: 'Discover', icon: 'compass', type: 'route', action: '/' },
      { id: 'mine', label: 'Mine', type: 'route', action: '/user/{currentUser}', roles: [2] },
      { id: 'page', label: 'About', type: 'page', action: '/pages/about', target: '_self' },
      {
        id: 'docs',
        label: 'Docs',
        type: 'link',
        action: 'https://docs.example/start',
        target: '_blank',
        permissions: ['api.access'],
        settings: { 'api.integrated': true },
        subscriptionStatus: 'subscribed',
      },
    ],
  },
  {
    id: 'admin',
    name: 'Admin',
    positions: ['admin-sidebar'],
    items: [
      { id: 'users', label: 'Users', type: 'route', action: '/admin/users', permissions: ['users.update'] },
    ],
  },
];

describe('appearanceMenusSchema', () => {
  it('accepts menus with routes, pages, outside addresses and every visibility rule', () => {
    expect(appearanceMenusSchema.parse(menus)).toEqual(menus);
  });

  it.each([
    ['a script address for an outside link', 'items.3.action', 'javascript:alert(1)'],
    ['another host for a path of the site', 'items.0.action', '//evil.example'],
    ['a path that does not start with /', 'items.0.action', 'discover'],
    ['an empty label', 'items.0.label', '  '],
    ['an unknown position', 'positions', ['sidebar-primary', 'header']],
    ['an unknown target', 'items.2.target', '_parent'],
    ['an unknown subscription status', 'items.3.subscriptionStatus', 'sometimes'],
    ['an icon name with markup', 'items.0.icon', '<svg>'],
    ['an icon the editor does not offer', 'items.0.icon', 'skull'],
  ])('refuses %s', (_, path, value) => {
    const paths = issuePaths(appearanceMenusSchema, withField(menus, `0.${path}`, value));
    expect(paths.some((issue) => issue.startsWith(`0.${path.split('.').slice(0, 2).join('.')}`))).toBe(true);
  });

  it('refuses a setting path through a prototype and unknown item keys', () => {
    expect(
      issuePaths(appearanceMenusSchema, withField(menus, '0.items.3.settings', { '__proto__.x': true })),
    ).not.toEqual([]);
    expect(issuePaths(appearanceMenusSchema, withField(menus, '0.items.0.onclick', 'x'))).toEqual([
      '0.items.0',
    ]);
  });

  it('refuses two menus with one id and two items of a menu with one id', () => {
    expect(issuePaths(appearanceMenusSchema, [...menus, menus[0]])).toEqual(['']);
    expect(issuePaths(appearanceMenusSchema, withField(menus, '0.items.1.id', 'discover'))).toEqual([
      '0.items',
    ]);
  });

  it('refuses a list without a menu at the admin sidebar', () => {
    expect(issuePaths(appearanceMenusSchema, menus.slice(0, 1))).toEqual(['']);
    expect(issuePaths(appearanceMenusSchema, [])).toEqual(['']);
  });
});
