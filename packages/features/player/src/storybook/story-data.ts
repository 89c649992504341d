import { type BootstrapData, bootstrapDataSchema } from '@tonearm/client/contract';

/** Bootstrap data for player stories: a listener who may play music, or a guest who may not. */
export function playerStoryData({
  canPlay = true,
  settings = {},
}: {
  canPlay?: boolean;
  /** Site settings over the story's own, such as the player panel's `player` group. */
  settings?: Record<string, unknown>;
} = {}): BootstrapData {
  const permissions = [
    { name: 'music.view', restrictions: [] },
    ...(canPlay ? [{ name: 'music.play', restrictions: [] }] : []),
  ];
  return bootstrapDataSchema.parse({
    user: canPlay
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
          permissions,
          subscriptions: [],
          social_profiles: [],
          tokens: [],
        }
      : null,
    settings: {
      base_url: 'http://localhost:6006',
      branding: { site_name: 'Tonearm' },
      themes: { default_id: 1, user_change: true, default_light: 1, default_dark: 2 },
      menus: [],
      registration: { disable: false, policies: [] },
      ...settings,
    },
    themes: [],
    i18n: { language: 'en', lines: {} },
    guest_role: { id: 1, name: 'guests', permissions: [{ name: 'music.view', restrictions: [] }] },
    show_cookie_notice: false,
  });
}

/** Story settings that render at a given width; the stories test runner resizes the browser to it. */
function viewport(name: string, width: number, height: number, type: 'mobile' | 'desktop') {
  return {
    parameters: {
      viewport: {
        options: { [name]: { name, styles: { width: `${width}px`, height: `${height}px` }, type } },
      },
    },
    globals: { viewport: { value: name, isRotated: false } },
  } as const;
}

/** 375 px wide: the narrowest screen the player must work on. */
export const mobileViewport = viewport('mobile375', 375, 667, 'mobile');
/** 1280 px wide. */
export const desktopViewport = viewport('desktop1280', 1280, 800, 'desktop');
