import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import {
  ADMIN_AUDIENCES,
  type AdminAudience,
  adminAudiences,
  expectedAdminStatus,
} from '../test-support/admin-audiences';
import { ALBUMS_PERMISSION } from './albums/album-routes';
import { ARTISTS_PERMISSION } from './artists/artist-routes';
import { type MadeAlbum, makeAlbum } from './test-support/catalogue-rows';
import { TRACKS_PERMISSION } from './tracks/track-routes';

let app: TestServer;
let made: MadeAlbum;

beforeAll(async () => {
  app = await startTestServer();
  made = await makeAlbum(app, 'Audience Album', ['Audience Track']);
}, 60_000);
afterAll(() => app?.stop());

interface Endpoint {
  name: string;
  allowed: number;
  call: (visitor: TestVisitor) => Promise<{ status: number }>;
}

const send = (visitor: TestVisitor, method: string, path: string, body?: unknown) =>
  visitor.request(`/api/v1/${path}`, { method, body });

const INSIGHTS_RANGE = 'startDate=2026-03-01T00:00:00Z&endDate=2026-03-08T00:00:00Z&timezone=UTC';

/**
 * Every endpoint of one catalogue section; deletions name no row, so each audience may try them. A new row is its
 * form's body under another name, with the audio a new track needs.
 */
function sectionEndpoints(resource: string, id: () => number, editBody: () => unknown): Endpoint[] {
  return [
    { name: `GET ${resource}`, allowed: 200, call: (v) => send(v, 'GET', resource) },
    {
      name: `POST ${resource}`,
      allowed: 201,
      call: (v) =>
        send(v, 'POST', resource, { ...(editBody() as object), src: 'https://media.example.com/new.mp3' }),
    },
    { name: `GET ${resource}/{id}`, allowed: 200, call: (v) => send(v, 'GET', `${resource}/${id()}`) },
    {
      name: `GET ${resource}/{id}/insights`,
      allowed: 200,
      call: (v) => send(v, 'GET', `${resource}/${id()}/insights?${INSIGHTS_RANGE}`),
    },
    {
      name: `PUT ${resource}/{id}`,
      allowed: 200,
      call: (v) => send(v, 'PUT', `${resource}/${id()}`, editBody()),
    },
    {
      name: `GET ${resource}/{ids}/files`,
      allowed: 200,
      call: (v) => send(v, 'GET', `${resource}/${id()}/files`),
    },
    { name: `DELETE ${resource}/{ids}`, allowed: 200, call: (v) => send(v, 'DELETE', `${resource}/999999`) },
  ];
}

const sections: { permission: string; endpoints: () => Endpoint[] }[] = [
  {
    permission: TRACKS_PERMISSION,
    endpoints: () =>
      sectionEndpoints(
        'admin/tracks',
        () => made.trackIds[0] as number,
        () => ({
          name: 'Audience Track',
          image: null,
          artist_ids: [made.artistId],
          album_id: made.albumId,
          genres: [],
          tags: [],
          description: null,
          lyrics: null,
          release_date: null,
          duration: 1000,
        }),
      ),
  },
  {
    permission: ALBUMS_PERMISSION,
    endpoints: () =>
      sectionEndpoints(
        'admin/albums',
        () => made.albumId,
        () => ({
          name: 'Audience Album',
          image: made.albumImage,
          artist_ids: [made.artistId],
          release_date: null,
          genres: [],
          tags: [],
          track_ids: made.trackIds,
        }),
      ),
  },
  {
    permission: ARTISTS_PERMISSION,
    endpoints: () =>
      sectionEndpoints(
        'admin/artists',
        () => made.artistId,
        () => ({
          name: 'Audience Album artist',
          image: made.artistImage,
          verified: false,
          links: [],
          bio: null,
          city: null,
          country: null,
          profile_images: [],
        }),
      ),
  },
];

for (const section of sections) {
  describe(`who may use the ${section.permission} section`, () => {
    let audiences: Record<AdminAudience, TestVisitor>;
    beforeAll(async () => {
      audiences = await adminAudiences(app, section.permission);
    }, 60_000);

    for (const endpoint of section.endpoints()) {
      it(`answers ${endpoint.name} by audience`, async () => {
        const statuses: Record<string, number> = {};
        // One at a time: two audiences saving the same row at once would race for nothing.
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
