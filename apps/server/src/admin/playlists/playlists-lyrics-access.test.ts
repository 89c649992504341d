import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL } from '../../config/env';
import { lyrics, playlists, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { makeAlbum } from '../catalogue/test-support/catalogue-rows';
import { LYRICS_PERMISSION } from '../lyrics/lyric-routes';
import { TRACK_PICKER_PERMISSIONS } from '../lyrics/track-picker-routes';
import {
  ADMIN_AUDIENCES,
  type AdminAudience,
  adminAudiences,
  expectedAdminStatus,
} from '../test-support/admin-audiences';
import { PLAYLISTS_PERMISSION } from './playlist-routes';

let app: TestServer;
let playlistId = 0;
let ownerId = 0;
let lyricId = 0;
const trackIds: number[] = [];

beforeAll(async () => {
  app = await startTestServer();
  const { db } = app.server.services;
  const made = await makeAlbum(app, 'Access Album', ['Access Track', 'Second Access Track']);
  trackIds.push(...made.trackIds);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEFAULT_ADMIN_EMAIL));
  const [playlist] = await db
    .insert(playlists)
    .values({ name: 'Access playlist', owner_id: admin?.id as number })
    .returning({ id: playlists.id });
  const [lyric] = await db
    .insert(lyrics)
    .values({ track_id: made.trackIds[0] as number, text: 'Access words', is_synced: false })
    .returning({ id: lyrics.id });
  playlistId = playlist?.id ?? 0;
  ownerId = admin?.id ?? 0;
  lyricId = lyric?.id ?? 0;
}, 60_000);
afterAll(() => app?.stop());

interface Endpoint {
  name: string;
  allowed: number;
  call: (visitor: TestVisitor) => Promise<{ status: number }>;
}

const send = (visitor: TestVisitor, method: string, path: string, body?: unknown) =>
  visitor.request(`/api/v1/admin/${path}`, { method, body });

const playlistBody = {
  name: 'Access playlist',
  description: null,
  public: true,
  collaborative: false,
  image: null,
};
const lyricBody = (trackIndex: number) => ({
  track_id: trackIds[trackIndex],
  text: 'Words',
  is_synced: false,
});

// A creation deletes what it made, so the next audience's creation for the same track is allowed too.
const sections: { permission: string; endpoints: Endpoint[] }[] = [
  {
    permission: PLAYLISTS_PERMISSION,
    endpoints: [
      { name: 'GET admin/playlists', allowed: 200, call: (v) => send(v, 'GET', 'playlists') },
      {
        name: 'GET admin/playlists/owners',
        allowed: 200,
        call: (v) => send(v, 'GET', 'playlists/owners?query=admin'),
      },
      {
        name: 'GET admin/playlists/owners/{id}',
        allowed: 200,
        call: (v) => send(v, 'GET', `playlists/owners/${ownerId}`),
      },
      {
        name: 'POST admin/playlists',
        allowed: 201,
        call: (v) => send(v, 'POST', 'playlists', { ...playlistBody, name: 'Access made' }),
      },
      {
        name: 'PUT admin/playlists/{id}',
        allowed: 200,
        call: (v) => send(v, 'PUT', `playlists/${playlistId}`, playlistBody),
      },
      {
        name: 'DELETE admin/playlists/{ids}',
        allowed: 200,
        call: (v) => send(v, 'DELETE', 'playlists/999999'),
      },
    ],
  },
  {
    permission: LYRICS_PERMISSION,
    endpoints: [
      { name: 'GET admin/lyrics', allowed: 200, call: (v) => send(v, 'GET', 'lyrics') },
      { name: 'GET admin/lyrics/{id}', allowed: 200, call: (v) => send(v, 'GET', `lyrics/${lyricId}`) },
      {
        name: 'POST admin/lyrics',
        allowed: 201,
        call: async (v) => {
          const answer = await send(v, 'POST', 'lyrics', lyricBody(1));
          if (answer.status === 201) {
            await app.server.services.db.delete(lyrics).where(eq(lyrics.track_id, trackIds[1] as number));
          }
          return answer;
        },
      },
      {
        name: 'PUT admin/lyrics/{id}',
        allowed: 200,
        call: (v) => send(v, 'PUT', `lyrics/${lyricId}`, lyricBody(0)),
      },
      { name: 'DELETE admin/lyrics/{ids}', allowed: 200, call: (v) => send(v, 'DELETE', 'lyrics/999999') },
    ],
  },
  ...TRACK_PICKER_PERMISSIONS.map((permission) => ({
    permission,
    endpoints: [
      {
        name: 'GET admin/track-picker',
        allowed: 200,
        call: (v: TestVisitor) => send(v, 'GET', 'track-picker?query=access'),
      },
      {
        name: 'GET admin/track-picker/{id}',
        allowed: 200,
        call: (v: TestVisitor) => send(v, 'GET', `track-picker/${trackIds[0]}`),
      },
    ],
  })),
];

for (const section of sections) {
  describe(`who may use the ${section.permission} section`, () => {
    let audiences: Record<AdminAudience, TestVisitor>;
    beforeAll(async () => {
      audiences = await adminAudiences(app, section.permission);
    }, 60_000);

    for (const endpoint of section.endpoints) {
      it(`answers ${endpoint.name} by audience`, async () => {
        const statuses: Record<string, number> = {};
        for (const audience of ADMIN_AUDIENCES) {
          statuses[audience] = (await endpoint.call(audiences[audience])).status;
        }
        expect(statuses).toEqual(
          Object.fromEntries(
            ADMIN_AUDIENCES.map((audience) => [audience, expectedAdminStatus(audience, endpoint.allowed)]),
          ),
        );
      });
    }
  });
}
