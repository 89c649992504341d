import { type BootstrapData, bootstrapDataSchema, type Menu } from '@tonearm/client/contract';
import { defaultDarkTheme, defaultLightTheme } from '@tonearm/ui';

/** The admin menu of a configured site, with one section the story's users may lack. */
export const storyAdminMenus: Menu[] = [
  {
    id: 'admin-sidebar',
    positions: ['admin-sidebar'],
    items: [
      {
        id: 'dashboard',
        label: 'Dashboard',
        icon: 'layout-dashboard',
        type: 'route',
        action: '/admin',
        permissions: ['admin.access'],
      },
      {
        id: 'users',
        label: 'Users',
        icon: 'users',
        type: 'route',
        action: '/admin/users',
        permissions: ['users.update'],
      },
      {
        id: 'files',
        label: 'Files',
        icon: 'folder',
        type: 'route',
        action: '/admin/files',
        permissions: ['files.update'],
      },
    ],
  },
];

export interface AdminStoryVariant {
  /** The signed-in user's permissions. @default ['admin'] (everything) */
  permissions?: string[];
  /** Whether the account is suspended. */
  banned?: boolean;
  /** @default 'UTC' */
  timezone?: string;
  /** @default 'US' */
  country?: string;
}

/** A signed-in operator's bootstrap data, parsed through the contract so a story shows only what the server sends. */
export function adminStoryData({
  permissions = ['admin'],
  banned = false,
  timezone = 'UTC',
  country = 'US',
}: AdminStoryVariant = {}): BootstrapData {
  return bootstrapDataSchema.parse({
    user: {
      id: 1,
      name: 'Ada Admin',
      first_name: 'Ada',
      last_name: 'Admin',
      email: 'admin@tonearm.test',
      image: null,
      email_verified_at: '2026-01-04T10:00:00.000000Z',
      banned_at: banned ? '2026-02-01T09:00:00.000000Z' : null,
      language: 'en',
      country,
      timezone,
      unread_notifications_count: 0,
      roles: [{ id: 1, name: 'admin' }],
      permissions: permissions.map((name) => ({ name, restrictions: [] })),
      subscriptions: [],
      social_profiles: [],
      tokens: [],
    },
    settings: {
      base_url: 'http://localhost:6006',
      branding: { site_name: 'Tonearm' },
      themes: { default_id: 1, user_change: true, default_light: 1, default_dark: 2 },
      menus: storyAdminMenus,
      registration: { disable: false, policies: [] },
      billing: { enable: false },
    },
    themes: [
      {
        id: 1,
        name: 'Light',
        is_dark: false,
        default_light: true,
        default_dark: false,
        values: defaultLightTheme.values,
      },
      {
        id: 2,
        name: 'Dark',
        is_dark: true,
        default_light: false,
        default_dark: true,
        values: defaultDarkTheme.values,
      },
    ],
    i18n: { language: 'en', lines: {} },
    guest_role: { id: 1, name: 'guests', permissions: [] },
    show_cookie_notice: false,
  });
}
