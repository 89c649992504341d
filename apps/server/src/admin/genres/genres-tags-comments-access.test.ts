import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL } from '../../config/env';
import { comments, genres, tags, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { makeAlbum } from '../catalogue/test-support/catalogue-rows';
import { COMMENTS_PERMISSION } from '../comments/comment-routes';
import { TAGS_PERMISSION } from '../tags/tag-routes';
import {
  ADMIN_AUDIENCES,
  type AdminAudience,
  adminAudiences,
  expectedAdminStatus,
} from '../test-support/admin-audiences';
import { GENRES_PERMISSION } from './genre-routes';

let app: TestServer;
let genreId = 0;
let tagId = 0;
let commentId = 0;

beforeAll(async () => {
  app = await startTestServer();
  const { db } = app.server.services;
  const made = await makeAlbum(app, 'Access Album', ['Access Track']);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEFAULT_ADMIN_EMAIL));
  const [genre] = await db
    .insert(genres)
    .values({ name: 'access-genre', display_name: 'Access genre' })
    .returning({ id: genres.id });
  const [tag] = await db
    .insert(tags)
    .values({ name: 'access-tag', display_name: 'Access tag' })
    .returning({ id: tags.id });
  const [comment] = await db
    .insert(comments)
    .values({ track_id: made.trackIds[0] as number, user_id: admin?.id as number, content: 'Access comment' })
    .returning({ id: comments.id });
  genreId = genre?.id ?? 0;
  tagId = tag?.id ?? 0;
  commentId = comment?.id ?? 0;
}, 60_000);
afterAll(() => app?.stop());

interface Endpoint {
  name: string;
  allowed: number;
  call: (visitor: TestVisitor) => Promise<{ status: number }>;
}

const send = (visitor: TestVisitor, method: string, path: string, body?: unknown) =>
  visitor.request(`/api/v1/admin/${path}`, { method, body });

// Creations use a name per audience, so every allowed one succeeds; deletions name no row.
let created = 0;
const sections: { permission: string; endpoints: Endpoint[] }[] = [
  {
    permission: GENRES_PERMISSION,
    endpoints: [
      { name: 'GET admin/genres', allowed: 200, call: (v) => send(v, 'GET', 'genres') },
      {
        name: 'POST admin/genres',
        allowed: 201,
        call: (v) =>
          send(v, 'POST', 'genres', { name: `made-${++created}`, display_name: 'Made', image: null }),
      },
      {
        name: 'PUT admin/genres/{id}',
        allowed: 200,
        call: (v) =>
          send(v, 'PUT', `genres/${genreId}`, { name: 'access-genre', display_name: 'Access', image: null }),
      },
      { name: 'DELETE admin/genres/{ids}', allowed: 200, call: (v) => send(v, 'DELETE', 'genres/999999') },
    ],
  },
  {
    permission: TAGS_PERMISSION,
    endpoints: [
      { name: 'GET admin/tags', allowed: 200, call: (v) => send(v, 'GET', 'tags') },
      {
        name: 'POST admin/tags',
        allowed: 201,
        call: (v) =>
          send(v, 'POST', 'tags', { name: `made-${++created}`, display_name: 'Made', type: 'custom' }),
      },
      {
        name: 'PUT admin/tags/{id}',
        allowed: 200,
        call: (v) =>
          send(v, 'PUT', `tags/${tagId}`, { name: 'access-tag', display_name: 'Access', type: 'custom' }),
      },
      { name: 'DELETE admin/tags/{ids}', allowed: 200, call: (v) => send(v, 'DELETE', 'tags/999999') },
    ],
  },
  {
    permission: COMMENTS_PERMISSION,
    endpoints: [
      { name: 'GET admin/comments', allowed: 200, call: (v) => send(v, 'GET', 'comments') },
      {
        name: 'PUT admin/comments/{id}',
        allowed: 200,
        call: (v) => send(v, 'PUT', `comments/${commentId}`, { content: 'Edited by an operator' }),
      },
      {
        name: 'POST admin/comments/restore',
        allowed: 200,
        call: (v) => send(v, 'POST', 'comments/restore', { commentIds: [commentId] }),
      },
      {
        name: 'DELETE admin/comments/{ids}',
        allowed: 200,
        call: (v) => send(v, 'DELETE', 'comments/999999'),
      },
    ],
  },
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
