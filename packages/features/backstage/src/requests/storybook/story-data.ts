import {
  type BackstageRequest,
  type BootstrapData,
  backstageRequestSchema,
  bootstrapDataSchema,
  type MemberArtist,
} from '@tonearm/client/contract';

/** Bootstrap data for the request screens: a signed-in listener holding `backstageRequests.create`, or a guest. */
export function requestsStoryData({ signedIn = true }: { signedIn?: boolean } = {}): BootstrapData {
  return bootstrapDataSchema.parse({
    user: signedIn
      ? {
          id: 7,
          name: 'Nina Simone',
          first_name: 'Nina',
          last_name: 'Simone',
          language: 'en',
          country: 'US',
          timezone: 'America/New_York',
          email: 'nina@tonearm.test',
          image: null,
          email_verified_at: '2026-01-04T10:00:00.000000Z',
          banned_at: null,
          unread_notifications_count: 0,
          roles: [{ id: 2, name: 'user' }],
          permissions: [
            { name: 'music.view', restrictions: [] },
            { name: 'backstageRequests.create', restrictions: [] },
          ],
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
      recaptcha: { site_key: null, enable: {} },
    },
    themes: [],
    i18n: { language: 'en', lines: {} },
    guest_role: { id: 1, name: 'guest', permissions: [{ name: 'music.view', restrictions: [] }] },
    show_cookie_notice: false,
  });
}

/** The artist the listener already speaks for, in the stories where they have one. */
export const storyOwnArtist: MemberArtist = {
  id: 31,
  name: 'Nina and the Night',
  image: null,
  verified: false,
  role: 'artist',
};

/** A request as the server answers it; `changes` set its type, status and notes. */
export function storyRequest(changes: Partial<BackstageRequest> = {}): BackstageRequest {
  return backstageRequestSchema.parse({
    id: 12,
    type: 'become-artist',
    status: 'pending',
    user: { id: 7, name: 'Nina Simone', email: 'nina@tonearm.test', image: null },
    artist: null,
    artist_name: 'Nina and the Night',
    role: null,
    first_name: 'Nina',
    last_name: 'Simone',
    company: 'Night Records',
    avatar: null,
    links: ['https://instagram.com/ninasimone'],
    proof: { name: 'passport.png', size: 204800, url: '/api/v1/backstage-requests/12/proof' },
    notes: null,
    handled_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...changes,
  });
}
