import { albumUploadServer, type StoryAlbumFile } from '@tonearm/admin/storybook';
import {
  type AdminAlbum,
  type AdminAlbumPayload,
  type AdminArtist,
  type AdminReport,
  type AdminTrack,
  type BootstrapData,
  bootstrapDataSchema,
  type UploadMinutes,
} from '@tonearm/client/contract';
import { HttpResponse, type HttpResponseResolver, http } from 'msw';

/** A PUT as the client sends it: a POST with `?_method=PUT` (the method override convention). */
const put = (path: string, resolver: HttpResponseResolver) =>
  http.post(path, (info) =>
    new URL(info.request.url).searchParams.get('_method') === 'PUT' ? resolver(info) : undefined,
  );

export type StoryAudience = 'artist' | 'listener' | 'guest';

/**
 * Bootstrap data for the workspace: an artist holding `music.create` (their minutes are the server's to tell), a
 * listener without it on a site with billing on, or a guest.
 */
export function workspaceStoryData(audience: StoryAudience = 'artist'): BootstrapData {
  const permissions =
    audience === 'artist'
      ? [
          { name: 'music.view', restrictions: [] },
          { name: 'music.create', restrictions: [{ name: 'minutes', value: 30 }] },
        ]
      : [{ name: 'music.view', restrictions: [] }];
  return bootstrapDataSchema.parse({
    user:
      audience === 'guest'
        ? null
        : {
            id: 9,
            name: 'Mara Quist',
            first_name: 'Mara',
            last_name: 'Quist',
            language: 'en',
            country: 'DE',
            timezone: 'Europe/Berlin',
            email: 'mara@tonearm.test',
            image: null,
            email_verified_at: '2026-01-04T10:00:00.000000Z',
            banned_at: null,
            unread_notifications_count: 0,
            roles: [{ id: 3, name: 'artists' }],
            permissions,
            subscriptions: [],
            social_profiles: [],
            tokens: [],
          },
    settings: {
      base_url: 'http://localhost:6006',
      branding: { site_name: 'Tonearm' },
      themes: { default_id: 1, user_change: true, default_light: 1, default_dark: 2 },
      menus: [],
      registration: { disable: false, policies: [] },
      billing: { enable: true },
    },
    themes: [],
    i18n: { language: 'en', lines: {} },
    guest_role: { id: 1, name: 'guest', permissions: [{ name: 'music.view', restrictions: [] }] },
    show_cookie_notice: false,
  });
}

const NEON = { id: 1, model_type: 'artist' as const, name: 'Neon Harbor', verified: true, image: null };
const stamps = { created_at: '2026-03-14T10:00:00.000Z', updated_at: '2026-11-20T09:30:00.000Z' };

/** One of the artist's tracks as its form edits it. */
export const STORY_TRACK: AdminTrack = {
  id: 11,
  name: 'Harbor Lights',
  image: null,
  own_image: null,
  artists: [NEON],
  album: { id: 21, name: 'Tidal Memory' },
  duration: 214_000,
  plays: 1_208,
  src: '/api/v1/tracks/11/stream',
  genres: ['Ambient'],
  tags: ['Dusk'],
  description: 'Recorded on the pier.',
  lyrics: null,
  release_date: '2026-03-14',
  ...stamps,
};

const BASE = '*/api/v1/backstage/workspace';

/** `GET …/minutes`. */
export const minutesAnswered = (minutes: UploadMinutes) =>
  http.get(`${BASE}/minutes`, () => HttpResponse.json({ minutes }));

/** `POST …/uploads/check` within the minutes. */
export const checkAdmitted = (minutes: UploadMinutes) =>
  http.post(`${BASE}/uploads/check`, () => HttpResponse.json({ minutes }));

/** `POST …/uploads/check` over the minutes, worded as the server words it. */
export const checkRefused = (left: number) =>
  http.post(`${BASE}/uploads/check`, () =>
    HttpResponse.json(
      {
        message: `This would go over your upload minutes: ${left} left. Upgrade your plan to upload more.`,
        errors: {
          durations: [
            `This would go over your upload minutes: ${left} left. Upgrade your plan to upload more.`,
          ],
        },
      },
      { status: 422 },
    ),
  );

/** `GET …/import/files`: nothing waiting. */
export const noImports = http.get(`${BASE}/import/files`, () => HttpResponse.json({ imports: [] }));

/** `GET …/tracks/11` and the pickers' own artists and albums. */
export const trackAnswered = [
  http.get(`${BASE}/tracks/11`, () => HttpResponse.json({ track: STORY_TRACK })),
  http.get(`${BASE}/artists`, () =>
    HttpResponse.json({ items: [{ id: 1, name: 'Neon Harbor' }], any_artist: false }),
  ),
  http.get(`${BASE}/albums`, () =>
    HttpResponse.json({ items: [{ id: 21, name: 'Tidal Memory' }], any_artist: false }),
  ),
];

/** `PUT …/tracks/11`: the saved track as sent. */
export const trackSaved = put(`${BASE}/tracks/11`, async ({ request }) => {
  const body = (await request.json()) as { name: string };
  return HttpResponse.json({ track: { ...STORY_TRACK, name: body.name } });
});

/** The artist's own profile as its form edits it. */
export const STORY_ARTIST: AdminArtist = {
  id: 1,
  name: 'Neon Harbor',
  image: null,
  verified: true,
  albums_count: 1,
  plays: 1_208,
  links: [{ url: 'https://neon.example/', title: 'Website' }],
  bio: 'Songs from the harbour.',
  city: 'Hamburg',
  country: 'Germany',
  profile_images: [],
  albums: [{ id: 21, name: 'Tidal Memory', release_date: '2026-03-14', image: null }],
  ...stamps,
};

/** `GET` and `PUT …/artists/1`. */
export const artistAnswered = [
  http.get(`${BASE}/artists/1`, () => HttpResponse.json({ artist: STORY_ARTIST })),
  put(`${BASE}/artists/1`, async ({ request }) => {
    const body = (await request.json()) as { city: string | null };
    return HttpResponse.json({ artist: { ...STORY_ARTIST, city: body.city } });
  }),
];

/** One of the artist's albums as its form edits it, with three tracks, as the admin's story album has it. */
export const STORY_ALBUM: AdminAlbum = {
  id: 21,
  name: 'Tidal Memory',
  image: null,
  artists: [NEON],
  release_date: '2026-03-14',
  tracks_count: 3,
  plays: 15_528,
  genres: ['Synthwave'],
  tags: [],
  tracks: [
    { id: 11, name: 'Harbor Lights', duration: 214_000, plays: 12_408 },
    { id: 12, name: 'Low Tide', duration: 187_500, plays: 3_120 },
    { id: 14, name: 'Undertow', duration: 201_000, plays: 0 },
  ],
  ...stamps,
};

/** `GET …/albums/21` and the artist picker's own artists. */
export const albumAnswered = [
  http.get(`${BASE}/albums/21`, () => HttpResponse.json({ album: STORY_ALBUM })),
  http.get(`${BASE}/artists`, () =>
    HttpResponse.json({ items: [{ id: 1, name: 'Neon Harbor' }], any_artist: false }),
  ),
];

/** `PUT …/albums/21`: the name and the album's tracks in the order sent, as the server answers it. */
export const albumSaved = put(`${BASE}/albums/21`, async ({ request }) => {
  const body = (await request.json()) as AdminAlbumPayload;
  const tracks = body.track_ids.flatMap((id) => STORY_ALBUM.tracks.filter((track) => track.id === id));
  return HttpResponse.json({ album: { ...STORY_ALBUM, name: body.name, tracks } });
});

/** The album form's uploads into album 21 through the workspace's calls, the tags crediting the artist's own. */
export const workspaceAlbumUploads = (files: Record<string, StoryAlbumFile>) =>
  albumUploadServer(files, { importPath: `${BASE}/import`, taggedArtist: NEON });

/** `DELETE …/tracks/11`, sent as a POST with `?_method=DELETE`. */
export const trackDeleted = http.post(`${BASE}/tracks/11`, (info) =>
  new URL(info.request.url).searchParams.get('_method') === 'DELETE'
    ? HttpResponse.json({ status: 'success' })
    : undefined,
);

/** Any address answering 404 as the server does for someone else's item. */
export const notTheirs = (path: string) =>
  http.get(path, () => HttpResponse.json({ message: 'Not found.' }, { status: 404 }));

/** Any address failing with a server error. */
export const failing = (path: string) =>
  http.get(path, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));

const DAY = 86_400_000;

/** A week of a track's plays in Berlin: the plays card, the chart, its top track, listeners and shares. */
export function storyInsights(empty = false): AdminReport {
  const start = Date.parse('2026-11-22T23:00:00.000Z');
  const plays = empty ? [0, 0, 0, 0, 0, 0, 0] : [12, 16, 9, 21, 18, 24, 6];
  const total = plays.reduce((sum, value) => sum + value, 0);
  return {
    range: {
      start: new Date(start).toISOString(),
      end: new Date(start + 7 * DAY).toISOString(),
      timezone: 'Europe/Berlin',
      granularity: 'day',
    },
    // An item's report has the plays card alone, against the week before.
    kpis: [
      empty
        ? { name: 'plays', current: 0, previous: 0, change: null }
        : { name: 'plays', current: total, previous: 84, change: 26.2 },
    ],
    plays: {
      total,
      buckets: plays.map((value, index) => ({
        start: new Date(start + index * DAY).toISOString(),
        end: new Date(start + (index + 1) * DAY).toISOString(),
        value,
      })),
    },
    tracks: empty
      ? []
      : [
          {
            id: 11,
            name: 'Harbor Lights',
            image: null,
            artists: [{ id: 1, name: 'Neon Harbor' }],
            plays: total,
          },
        ],
    artists: [],
    albums: [],
    listeners: empty
      ? []
      : [
          { id: null, name: null, image: null, plays: 70 },
          { id: 7, name: 'Juno Vale', image: null, plays: 36 },
        ],
    devices: empty
      ? []
      : [
          { label: 'mobile', plays: 80, percentage: 75.5 },
          { label: 'desktop', plays: 26, percentage: 24.5 },
        ],
    browsers: empty ? [] : [{ label: 'Chrome', plays: 106, percentage: 100 }],
    platforms: empty
      ? []
      : [
          { label: 'Android', plays: 80, percentage: 75.5 },
          { label: 'Windows', plays: 26, percentage: 24.5 },
        ],
    countries: empty
      ? []
      : [
          { label: 'DE', plays: 90, percentage: 84.9 },
          { label: null, plays: 16, percentage: 15.1 },
        ],
  };
}

/** `GET …/tracks/11/insights`. */
export const insightsAnswered = (report: AdminReport) =>
  http.get(`${BASE}/tracks/11/insights`, () => HttpResponse.json({ report }));
