import { type BootstrapData, bootstrapDataSchema } from '@tonearm/client/contract';

export interface CatalogueStoryVariant {
  /** Whether a listener is signed in. @default true */
  signedIn?: boolean;
  /** Settings to merge in, e.g. `{ ads: { general_top: '<p>Ad</p>' } }`. @default {} */
  settings?: Record<string, unknown>;
  /** Translations of the visitor's language. @default {} */
  lines?: Record<string, string>;
}

/** Bootstrap data for catalogue stories, parsed through the contract so a story never shows a shape the server cannot send. */
export function catalogueStoryData(variant: CatalogueStoryVariant = {}): BootstrapData {
  const { signedIn = true, settings = {}, lines = {} } = variant;
  return bootstrapDataSchema.parse({
    user: signedIn
      ? {
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
          roles: [{ id: 2, name: 'users' }],
          permissions: [
            { name: 'music.view', restrictions: [] },
            { name: 'music.play', restrictions: [] },
          ],
          subscriptions: [],
          social_profiles: [],
          tokens: [],
        }
      : null,
    settings: {
      base_url: 'http://localhost:6006',
      branding: { site_name: 'Tonearm', site_description: 'Music for everyone' },
      themes: { default_id: 1, user_change: true, default_light: 1, default_dark: 2 },
      menus: [],
      registration: { disable: false, policies: [] },
      ...settings,
    },
    themes: [],
    i18n: { language: lines && Object.keys(lines).length ? 'fr' : 'en', lines },
    guest_role: {
      id: 1,
      name: 'guests',
      permissions: [
        { name: 'music.view', restrictions: [] },
        { name: 'music.play', restrictions: [] },
      ],
    },
    show_cookie_notice: false,
  });
}
