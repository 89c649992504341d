import { type BootstrapData, bootstrapDataSchema, type Menu } from '@tonearm/client/contract';
import { defaultDarkTheme, defaultLightTheme } from '@tonearm/ui';

const baseSettings = {
  base_url: 'http://localhost:6006',
  branding: { site_name: 'Tonearm', site_description: 'Stream the music you love, anywhere.' },
  themes: { default_id: 1, user_change: true, default_light: 1, default_dark: 2 },
  menus: [],
  registration: { disable: false, policies: [] },
  cookie_notice: { enable: true, position: 'bottom' },
  billing: { enable: true },
  api: { integrated: true },
  i18n: { enable: true, default_localization: 'en' },
};

const listener = {
  id: 7,
  name: 'Nina Simone',
  first_name: 'Nina',
  last_name: 'Simone',
  email: 'nina@tonearm.test',
  image: null,
  email_verified_at: '2026-01-04T10:00:00.000000Z',
  banned_at: null,
  language: 'en',
  country: 'us',
  timezone: 'America/New_York',
  unread_notifications_count: 2,
  roles: [{ id: 2, name: 'users' }],
  permissions: [{ name: 'music.view', restrictions: [] }],
  subscriptions: [],
  social_profiles: [],
  tokens: [],
};

/** The menus of a configured site: the navbar's primary menu, the mobile bottom menu and the footer's. */
export const storyMenus: Menu[] = [
  {
    id: 'primary',
    positions: ['sidebar-primary'],
    items: [
      { id: 'discover', label: 'Discover', type: 'route', action: '/' },
      { id: 'search', label: 'Search', type: 'route', action: '/search' },
      { id: 'playlists', label: 'My playlists', type: 'route', action: '/user/{currentUser}/playlists' },
      { id: 'admin', label: 'Admin area', type: 'route', action: '/admin', permissions: ['admin.access'] },
    ],
  },
  {
    id: 'library',
    positions: ['sidebar-secondary'],
    items: [
      { id: 'songs', label: 'Songs', type: 'route', action: '/library/songs' },
      { id: 'albums', label: 'Albums', type: 'route', action: '/library/albums' },
    ],
  },
  {
    id: 'mobile',
    positions: ['mobile-bottom'],
    items: [
      { id: 'm-discover', label: 'Discover', type: 'route', action: '/' },
      { id: 'm-search', label: 'Search', type: 'route', action: '/search' },
      { id: 'm-library', label: 'Your music', type: 'route', action: '/library' },
    ],
  },
  {
    id: 'footer',
    positions: ['footer'],
    items: [
      { id: 'contact', label: 'Contact', type: 'route', action: '/contact' },
      {
        id: 'pricing',
        label: 'Pricing',
        type: 'route',
        action: '/pricing',
        settings: { 'billing.enable': true },
      },
    ],
  },
];

/** The light and dark themes of the kit, as the server sends them. */
export const storyThemes = [
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
];

export interface StoryBootstrapVariant {
  signedIn?: boolean;
  registrationDisabled?: boolean;
  /** The site's menus. @default none */
  menus?: Menu[];
  /** Whether the site requires a verified address; with `unverified`, the user has none. */
  requireEmailConfirmation?: boolean;
  unverified?: boolean;
  banned?: boolean;
  subscribed?: boolean;
  /** Whether users may switch between light and dark. @default true */
  themeChange?: boolean;
  /** Logo addresses of `settings.branding`. */
  logos?: { logo_light?: string; logo_dark?: string; logo_light_mobile?: string; logo_dark_mobile?: string };
  /** Translated lines of the active language. */
  lines?: Record<string, string>;
}

/** Bootstrap data for stories, parsed through the contract so a story can never show a shape the server cannot send. */
export function storyBootstrapData(variant: StoryBootstrapVariant = {}): BootstrapData {
  const user = {
    ...listener,
    ...(variant.unverified ? { email_verified_at: null } : {}),
    ...(variant.banned ? { banned_at: '2026-02-01T09:00:00.000000Z' } : {}),
    ...(variant.subscribed ? { subscriptions: [{ id: 3, valid: true, active: true }] } : {}),
  };
  return bootstrapDataSchema.parse({
    user: variant.signedIn ? user : null,
    settings: {
      ...baseSettings,
      branding: { ...baseSettings.branding, ...variant.logos },
      menus: variant.menus ?? [],
      require_email_confirmation: variant.requireEmailConfirmation ?? false,
      themes: { ...baseSettings.themes, user_change: variant.themeChange ?? true },
      registration: { disable: variant.registrationDisabled ?? false, policies: [] },
    },
    themes: storyThemes,
    i18n: { language: 'en', name: 'English', lines: variant.lines ?? {} },
    guest_role: { id: 1, name: 'guests', permissions: [{ name: 'music.view', restrictions: [] }] },
    show_cookie_notice: false,
  });
}

export interface PlainSiteStoryVariant {
  /** Whether the listener is signed in; a guest visits without. */
  signedIn: boolean;
  /** What the listener may do besides view music, such as `api.access`. @default none */
  permissions?: string[];
}

/**
 * Bootstrap data of a plain site for a feature's stories: no themes, menus or optional settings, and the listener
 * holding only the permissions the feature asks for. Parsed through the contract like `storyBootstrapData`.
 */
export function plainSiteStoryData({ signedIn, permissions = [] }: PlainSiteStoryVariant): BootstrapData {
  const user = {
    ...listener,
    country: 'US',
    unread_notifications_count: 0,
    roles: [{ id: 2, name: 'user' }],
    permissions: ['music.view', ...permissions].map((name) => ({ name, restrictions: [] })),
  };
  return bootstrapDataSchema.parse({
    user: signedIn ? user : null,
    settings: {
      base_url: baseSettings.base_url,
      branding: { site_name: baseSettings.branding.site_name },
      themes: baseSettings.themes,
      menus: [],
      registration: baseSettings.registration,
      recaptcha: { site_key: null, enable: {} },
    },
    themes: [],
    i18n: { language: 'en', lines: {} },
    guest_role: { id: 1, name: 'guest', permissions: [{ name: 'music.view', restrictions: [] }] },
    show_cookie_notice: false,
  });
}
