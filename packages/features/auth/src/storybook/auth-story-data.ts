import { type BootstrapData, bootstrapDataSchema } from '@tonearm/client/contract';

/** What a story varies in the site's sign-in settings and the visitor. */
export interface AuthStoryVariant {
  /** The visitor is signed in (as a listener, or an admin). */
  signedIn?: 'listener' | 'admin';
  registrationDisabled?: boolean;
  /** Registration policies, each a required checkbox on /register. */
  policies?: { id: string | number; name: string; action?: string }[];
  /** Social services whose buttons show. */
  social?: ('google' | 'facebook' | 'twitter' | 'envato')[];
  /** Icon-only social buttons. */
  compactSocial?: boolean;
  /** The site is a demo: the login form comes pre-filled. */
  demo?: boolean;
  /** The human-verification check runs on registration. */
  recaptcha?: boolean;
  /** The visitor's language and its translated lines. @default English, with no translations */
  i18n?: { language: string; lines: Record<string, string> };
}

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
  unread_notifications_count: 0,
  roles: [{ id: 2, name: 'users' }],
  permissions: [{ name: 'music.view', restrictions: [] }],
  subscriptions: [],
  social_profiles: [],
  tokens: [],
};

const admin = {
  ...listener,
  id: 1,
  name: 'Site Admin',
  first_name: 'Site',
  last_name: 'Admin',
  email: 'admin@tonearm.test',
  roles: [{ id: 1, name: 'admins' }],
  permissions: [{ name: 'admin', restrictions: [] }],
};

const SERVICES = ['google', 'facebook', 'twitter', 'envato'] as const;

/** Bootstrap data for the sign-in stories, parsed through the contract so a story never shows a shape the server cannot send. */
export function authStoryData(variant: AuthStoryVariant = {}): BootstrapData {
  const social = Object.fromEntries(
    SERVICES.map((service) => [service, { enable: variant.social?.includes(service) ?? false }]),
  );
  return bootstrapDataSchema.parse({
    user: variant.signedIn === 'admin' ? admin : variant.signedIn === 'listener' ? listener : null,
    settings: {
      base_url: 'http://localhost:6006',
      branding: { site_name: 'Tonearm', site_description: 'Open, accessible music streaming.' },
      themes: { default_id: 1, user_change: true, default_light: 1, default_dark: 2 },
      menus: [],
      registration: { disable: variant.registrationDisabled ?? false, policies: variant.policies ?? [] },
      social: { compact_buttons: variant.compactSocial ?? false, ...social },
      recaptcha: {
        site_key: variant.recaptcha ? 'story-site-key' : null,
        enable: { register: variant.recaptcha ?? false },
      },
      cookie_notice: { enable: false, position: 'bottom' },
      billing: { enable: true },
      site: { demo: variant.demo ?? false },
    },
    themes: [],
    i18n: variant.i18n ?? { language: 'en', lines: {} },
    guest_role: { id: 3, name: 'guests', permissions: [{ name: 'music.view', restrictions: [] }] },
    show_cookie_notice: false,
  });
}
