import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import {
  ADMIN_AUDIENCES,
  type AdminAudience,
  adminAudiences,
  expectedAdminStatus,
} from '../test-support/admin-audiences';
import { CHANNELS_PERMISSION } from './channel-routes';

let app: TestServer;
let manualId = 0;
let autoId = 0;
let audiences: Record<AdminAudience, TestVisitor>;

const config = {
  content_model: 'track',
  content_order: 'channelables.order:asc',
  layout: 'trackTable',
  nested_layout: null,
  restriction: null,
  hide_title: false,
} as const;

beforeAll(async () => {
  app = await startTestServer();
  const { db } = app.server.services;
  const [manual, auto] = await db
    .insert(channels)
    .values([
      { name: 'Access manual', slug: 'access-manual', config: { ...config, content_type: 'manual' } },
      {
        name: 'Access auto',
        slug: 'access-auto',
        config: {
          ...config,
          content_type: 'autoUpdate',
          auto_update_method: 'topTracks',
        } as typeof config & {
          content_type: 'autoUpdate';
        },
      },
    ])
    .returning({ id: channels.id });
  manualId = manual?.id ?? 0;
  autoId = auto?.id ?? 0;
  audiences = await adminAudiences(app, CHANNELS_PERMISSION);
}, 60_000);
afterAll(() => app?.stop());

const send = (visitor: TestVisitor, method: string, path: string, body?: unknown) =>
  visitor.request(`/api/v1/admin/${path}`, { method, body });

// Creations use a slug per audience, so every allowed one succeeds; deletions name no row.
let created = 0;
const payload = (slug: string) => ({
  name: 'Made',
  slug,
  description: null,
  hide_title: false,
  content_model: 'track',
  content_type: 'manual',
  content_order: 'channelables.order:asc',
  layout: 'trackTable',
  nested_layout: null,
  restriction: 'none',
  restriction_genre_id: null,
  auto_update_method: null,
  auto_update_playlist_id: null,
  pagination: 'infinite',
  seo_title: null,
  seo_description: null,
});

const endpoints: { name: string; allowed: number; call: (v: TestVisitor) => Promise<{ status: number }> }[] =
  [
    { name: 'GET admin/channels', allowed: 200, call: (v) => send(v, 'GET', 'channels') },
    {
      name: 'POST admin/channels',
      allowed: 201,
      call: (v) => send(v, 'POST', 'channels', payload(`made-${++created}`)),
    },
    { name: 'GET admin/channels/{id}', allowed: 200, call: (v) => send(v, 'GET', `channels/${manualId}`) },
    {
      name: 'PUT admin/channels/{id}',
      allowed: 200,
      call: (v) => send(v, 'PUT', `channels/${manualId}`, payload('access-manual')),
    },
    { name: 'DELETE admin/channels/{ids}', allowed: 200, call: (v) => send(v, 'DELETE', 'channels/999999') },
    {
      name: 'GET admin/channels/addable',
      allowed: 200,
      call: (v) => send(v, 'GET', 'channels/addable?model=track&query=a'),
    },
    {
      name: 'GET admin/channels/{id}/content',
      allowed: 200,
      call: (v) => send(v, 'GET', `channels/${manualId}/content`),
    },
    // No such track: an allowed audience reaches the check of the item and gets 422.
    {
      name: 'POST admin/channels/{id}/content',
      allowed: 422,
      call: (v) => send(v, 'POST', `channels/${manualId}/content`, { model_type: 'track', id: 999999 }),
    },
    {
      name: 'POST admin/channels/{id}/content/remove',
      allowed: 200,
      call: (v) =>
        send(v, 'POST', `channels/${manualId}/content/remove`, { model_type: 'track', id: 999999 }),
    },
    {
      name: 'PUT admin/channels/{id}/content',
      allowed: 200,
      call: (v) => send(v, 'PUT', `channels/${manualId}/content`, { items: [] }),
    },
    {
      name: 'POST admin/channels/{id}/update-content',
      allowed: 200,
      call: (v) => send(v, 'POST', `channels/${autoId}/update-content`),
    },
    // An unknown preset: an allowed audience reaches the check of the body and gets 422, and no channel goes.
    {
      name: 'POST admin/channels/apply-preset',
      allowed: 422,
      call: (v) => send(v, 'POST', 'channels/apply-preset', { preset: 'unknown' }),
    },
    {
      name: 'POST admin/channels/{id}/home',
      allowed: 200,
      call: (v) => send(v, 'POST', `channels/${manualId}/home`),
    },
  ];

describe(`who may use the ${CHANNELS_PERMISSION} section`, () => {
  for (const endpoint of endpoints) {
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
