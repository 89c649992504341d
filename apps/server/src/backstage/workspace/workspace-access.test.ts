import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeAlbum, makeAlbum } from '../../admin/catalogue/test-support/catalogue-rows';
import { signInAdmin } from '../../admin/test-support/admin-audiences';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { TestVisitor } from '../../test-support/test-visitor';
import { linkArtist, signInArtist } from './test-support/artist-accounts';

/** Who asks: no account, a listener without `music.create`, an artist of another artist, the super admin, the owner. */
const AUDIENCES = ['guest', 'listener', 'otherArtist', 'admin', 'owner'] as const;
type Audience = (typeof AUDIENCES)[number];

let app: TestServer;
let made: MadeAlbum;
let visitors: Record<Audience, TestVisitor>;

beforeAll(async () => {
  app = await startTestServer();
  made = await makeAlbum(app, 'Workspace Album', ['First Light', 'Second Light', 'Third Light']);
  const [guest, listener, otherArtist, admin, owner] = await Promise.all([
    new TestVisitor(app.url).open(),
    signInArtist(app, { musicCreate: false }),
    signInArtist(app, { artistName: 'Somebody Else' }),
    signInAdmin(app),
    signInArtist(app),
  ]);
  await linkArtist(app, owner.userId, made.artistId);
  visitors = {
    guest,
    listener: listener.visitor,
    otherArtist: otherArtist.visitor,
    admin,
    owner: owner.visitor,
  };
}, 90_000);
afterAll(() => app?.stop());

interface Endpoint {
  /** The route as the test names it. */
  route: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  /** What the owner gets. */
  allowed: number;
  /** Whether the endpoint names an item, which only its owner may see (404 for anyone else signed in). */
  ownItem: boolean;
}

const range = `startDate=${encodeURIComponent('2026-01-01T00:00:00Z')}&endDate=${encodeURIComponent(
  '2026-02-01T00:00:00Z',
)}&timezone=UTC`;
const trackId = () => made.trackIds[0] as number;
const trackBody = () => ({
  name: 'First Light',
  image: null,
  artist_ids: [made.artistId],
  album_id: made.albumId,
  genres: ['ambient'],
  tags: [],
  description: null,
  lyrics: null,
  release_date: null,
  duration: 1000,
});

const ENDPOINTS: Endpoint[] = [
  { route: 'minutes', method: 'GET', path: () => 'minutes', allowed: 200, ownItem: false },
  {
    route: 'uploads/check',
    method: 'POST',
    path: () => 'uploads/check',
    body: () => ({ durations: [1000] }),
    allowed: 200,
    ownItem: false,
  },
  { route: 'import/files', method: 'GET', path: () => 'import/files', allowed: 200, ownItem: false },
  {
    route: 'import/files',
    method: 'POST',
    path: () => 'import/files',
    body: () => ({}),
    allowed: 422,
    ownItem: false,
  },
  {
    route: 'import/publish',
    method: 'POST',
    path: () => 'import/publish',
    body: () => ({}),
    allowed: 422,
    ownItem: false,
  },
  {
    route: 'import/discard',
    method: 'POST',
    path: () => 'import/discard',
    body: () => ({}),
    allowed: 422,
    ownItem: false,
  },
  { route: 'artists', method: 'GET', path: () => 'artists?query=Workspace', allowed: 200, ownItem: false },
  { route: 'albums', method: 'GET', path: () => 'albums', allowed: 200, ownItem: false },
  { route: 'tracks/{id}', method: 'GET', path: () => `tracks/${trackId()}`, allowed: 200, ownItem: true },
  {
    route: 'tracks/{id}',
    method: 'PUT',
    path: () => `tracks/${trackId()}`,
    body: trackBody,
    allowed: 200,
    ownItem: true,
  },
  {
    route: 'tracks/{id}/insights',
    method: 'GET',
    path: () => `tracks/${trackId()}/insights?${range}`,
    allowed: 200,
    ownItem: true,
  },
  { route: 'albums/{id}', method: 'GET', path: () => `albums/${made.albumId}`, allowed: 200, ownItem: true },
  {
    route: 'albums/{id}',
    method: 'PUT',
    path: () => `albums/${made.albumId}`,
    body: () => ({
      name: 'Workspace Album',
      image: made.albumImage,
      artist_ids: [made.artistId],
      release_date: null,
      genres: [],
      tags: [],
      track_ids: made.trackIds,
    }),
    allowed: 200,
    ownItem: true,
  },
  {
    route: 'albums/{id}/insights',
    method: 'GET',
    path: () => `albums/${made.albumId}/insights?${range}`,
    allowed: 200,
    ownItem: true,
  },
  {
    route: 'artists/{id}',
    method: 'GET',
    path: () => `artists/${made.artistId}`,
    allowed: 200,
    ownItem: true,
  },
  {
    route: 'artists/{id}',
    method: 'PUT',
    path: () => `artists/${made.artistId}`,
    body: () => ({
      image: made.artistImage,
      links: [],
      bio: 'Plays at dawn.',
      city: null,
      country: null,
      profile_images: [],
    }),
    allowed: 200,
    ownItem: true,
  },
  {
    route: 'artists/{id}/insights',
    method: 'GET',
    path: () => `artists/${made.artistId}/insights?${range}`,
    allowed: 200,
    ownItem: true,
  },
  {
    route: 'tracks/{id}',
    method: 'DELETE',
    path: () => `tracks/${made.trackIds[2]}`,
    allowed: 200,
    ownItem: true,
  },
  {
    route: 'albums/{id}',
    method: 'DELETE',
    path: () => `albums/${made.albumId}`,
    allowed: 200,
    ownItem: true,
  },
];

function expectedStatus(audience: Audience, endpoint: Endpoint): number {
  if (audience === 'guest') return 401;
  if (audience === 'listener') return 403;
  if (audience === 'owner') return endpoint.allowed;
  return endpoint.ownItem ? 404 : endpoint.allowed;
}

describe('who may use the artist’s workspace', () => {
  for (const endpoint of ENDPOINTS) {
    const name = `${endpoint.method} backstage/workspace/${endpoint.route}`;
    it(`answers ${name} by audience, hiding other people’s items behind 404`, async () => {
      const statuses: Record<string, number> = {};
      // The owner last: its deletions must not hide the item from the others' tries.
      for (const audience of AUDIENCES) {
        const answer = await visitors[audience].request(`/api/v1/backstage/workspace/${endpoint.path()}`, {
          method: endpoint.method,
          body: endpoint.body?.(),
        });
        statuses[audience] = answer.status;
      }
      expect(statuses).toEqual(
        Object.fromEntries(AUDIENCES.map((audience) => [audience, expectedStatus(audience, endpoint)])),
      );
    });
  }
});
