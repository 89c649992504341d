import { type BootstrapData, bootstrapDataSchema } from '@tonearm/client/contract';

const baseSettings = {
  base_url: 'http://localhost:6006',
  branding: { site_name: 'Tonearm', site_description: 'Stream the music you love, anywhere.' },
  themes: { default_id: 1, user_change: true, default_light: 1, default_dark: 2 },
  menus: [],
  registration: { disable: false, policies: [] },
  cookie_notice: { enable: true, position: 'bottom' },
  billing: { enable: true },
  api: { integrated: true },
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

/** Bootstrap data for stories, parsed through the contract so a story can never show a shape the server cannot send. */
export function storyBootstrapData(
  variant: { signedIn?: boolean; registrationDisabled?: boolean } = {},
): BootstrapData {
  return bootstrapDataSchema.parse({
    user: variant.signedIn ? listener : null,
    settings: {
      ...baseSettings,
      registration: { disable: variant.registrationDisabled ?? false, policies: [] },
    },
    themes: [],
    i18n: { language: 'en', lines: {} },
    guest_role: { id: 1, name: 'guests', permissions: [{ name: 'music.view', restrictions: [] }] },
    show_cookie_notice: false,
  });
}
