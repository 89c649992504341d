import {
  type BootstrapData,
  bootstrapDataSchema,
  type Session,
  type User,
  type ValueLists,
} from '@tonearm/client/contract';

const listener: User = {
  id: 7,
  name: 'Nina Simone',
  first_name: 'Nina',
  last_name: 'Simone',
  email: 'nina@tonearm.test',
  image: null,
  email_verified_at: '2026-01-04T10:00:00.000000Z',
  banned_at: null,
  language: 'en',
  country: 'US',
  timezone: 'America/New_York',
  unread_notifications_count: 0,
  two_factor_confirmed_at: null,
  two_factor_recovery_codes: null,
  roles: [{ id: 2, name: 'user' }],
  permissions: [
    { name: 'music.view', restrictions: [] },
    { name: 'api.access', restrictions: [] },
  ],
  subscriptions: [],
  social_profiles: [],
  tokens: [
    { id: 1, name: 'Home server', last_used_at: null, created_at: '2026-02-01T09:00:00.000Z' },
    {
      id: 2,
      name: 'Playlist backup',
      last_used_at: '2026-03-01T09:00:00.000Z',
      created_at: '2026-02-02T09:00:00.000Z',
    },
  ],
};

export interface AccountStoryVariant {
  /** Changes to the signed-in user; `null` for a guest. */
  user?: Partial<User> | null;
  /** @default true */
  apiIntegrated?: boolean;
  /** Social services the operator turned on. @default [] */
  socialServices?: ('google' | 'facebook' | 'twitter' | 'envato')[];
  /** The visitor's language and its translated lines. @default English, with no translations */
  i18n?: { language: string; lines: Record<string, string> };
}

/** The story user as `GET users/me` answers. */
export function storyUser(changes: Partial<User> = {}): User {
  return { ...listener, ...changes };
}

/** Bootstrap data for account stories, parsed through the contract so a story never shows a shape the server cannot send. */
export function accountStoryData(variant: AccountStoryVariant = {}): BootstrapData {
  const {
    user = {},
    apiIntegrated = true,
    socialServices = [],
    i18n = { language: 'en', lines: {} },
  } = variant;
  return bootstrapDataSchema.parse({
    user: user === null ? null : storyUser(user),
    settings: {
      base_url: 'http://localhost:6006',
      branding: { site_name: 'Tonearm' },
      themes: { default_id: 1, user_change: true, default_light: 1, default_dark: 2 },
      menus: [],
      registration: { disable: false, policies: [] },
      dates: { default_timezone: 'UTC' },
      social: Object.fromEntries(socialServices.map((service) => [service, { enable: true }])),
      api: { integrated: apiIntegrated },
    },
    themes: [],
    i18n,
    guest_role: { id: 1, name: 'guest', permissions: [{ name: 'music.view', restrictions: [] }] },
    show_cookie_notice: false,
  });
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Three devices: this laptop, a phone in Vilnius and a tablet last seen days ago. */
export function storySessions(): Session[] {
  return [
    {
      id: 11,
      device_type: 'desktop',
      platform: 'OS X',
      browser: 'Chrome',
      city: 'New York',
      country: 'US',
      ip_address: '203.0.113.7',
      token: null,
      is_current_device: true,
      last_active: minutesAgo(0),
    },
    {
      id: 12,
      device_type: 'mobile',
      platform: 'iOS',
      browser: 'Safari',
      city: 'Vilnius',
      country: 'LT',
      ip_address: '198.51.100.23',
      token: null,
      is_current_device: false,
      last_active: minutesAgo(90),
    },
    {
      id: 13,
      device_type: 'tablet',
      platform: 'Android',
      browser: null,
      city: null,
      country: null,
      ip_address: '192.0.2.14',
      token: null,
      is_current_device: false,
      last_active: minutesAgo(3 * 24 * 60),
    },
  ];
}

/** A short but real-shaped slice of the value lists. */
export const STORY_VALUE_LISTS: ValueLists = {
  timezones: {
    UTC: [{ value: 'UTC', text: '(UTC+00:00) UTC' }],
    America: [
      { value: 'America/Chicago', text: '(UTC-06:00) Chicago' },
      { value: 'America/New_York', text: '(UTC-05:00) New York' },
    ],
    Europe: [
      { value: 'Europe/Paris', text: '(UTC+01:00) Paris' },
      { value: 'Europe/Vilnius', text: '(UTC+02:00) Vilnius' },
    ],
  },
  countries: [
    { code: 'FR', name: 'France' },
    { code: 'LT', name: 'Lithuania' },
    { code: 'US', name: 'United States' },
  ],
  localizations: [
    { language: 'en', name: 'English' },
    { language: 'fr', name: 'Français' },
  ],
};
