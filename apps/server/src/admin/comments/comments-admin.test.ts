import {
  adminCommentResponseSchema,
  adminCommentRowSchema,
  deletedCommentsSchema,
  paginatedResponseSchema,
} from '@tonearm/client/contract';
import { encodeListFilters, type ListFilter } from '@tonearm/client/rules';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL } from '../../config/env';
import { commentReports, comments, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { type MadeAlbum, makeAlbum } from '../catalogue/test-support/catalogue-rows';
import { signInAdmin } from '../test-support/admin-audiences';

let app: TestServer;
let admin: TestVisitor;
let album: MadeAlbum;
let authorId = 0;

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
  album = await makeAlbum(app, 'Commented Album', ['First Track', 'Second Track']);
  const [author] = await app.server.services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEFAULT_ADMIN_EMAIL));
  authorId = author?.id as number;
}, 60_000);
afterAll(() => app?.stop());

/** A comment on one of the album's tracks, or a reply to `parent`. */
async function comment(content: string, options: { track?: number; parent?: number } = {}) {
  const [row] = await app.server.services.db
    .insert(comments)
    .values({
      track_id: album.trackIds[options.track ?? 0] as number,
      user_id: authorId,
      parent_id: options.parent ?? null,
      depth: options.parent ? 1 : 0,
      content,
    })
    .returning({ id: comments.id });
  return row?.id as number;
}

const list = async (filters: ListFilter[], query = '') => {
  const params = new URLSearchParams({ query, filters: encodeListFilters(filters), orderBy: 'created_at' });
  const answer = await admin.get(`/api/v1/admin/comments?${params}`);
  expect(answer.status, answer.text).toBe(200);
  return paginatedResponseSchema(adminCommentRowSchema).parse(answer.json).pagination;
};
const remove = async (ids: number[]) => {
  const answer = await admin.request(`/api/v1/admin/comments/${ids.join(',')}`, { method: 'DELETE' });
  expect(answer.status, answer.text).toBe(200);
  return deletedCommentsSchema.parse(answer.json);
};
const stored = (ids: number[]) =>
  app.server.services.db
    .select({ id: comments.id, deleted: comments.deleted })
    .from(comments)
    .where(inArray(comments.id, ids));

describe('admin comments list', () => {
  it('lists comments with their track, author, replies and reports, filtered by reported and track', async () => {
    const loud = await comment('Way too loud here', { track: 1 });
    await comment('Agreed', { track: 1, parent: loud });
    await comment('Lovely bridge');
    await app.server.services.db.insert(commentReports).values({ comment_id: loud, user_id: authorId });

    const reported = await list([{ key: 'reported', operator: '=', value: true }]);
    expect(reported.data).toEqual([
      expect.objectContaining({
        id: loud,
        content: 'Way too loud here',
        track: expect.objectContaining({ id: album.trackIds[1], name: 'Second Track' }),
        user: expect.objectContaining({ id: authorId, email: DEFAULT_ADMIN_EMAIL }),
        replies_count: 1,
        reports_count: 1,
        deleted: false,
      }),
    ]);
    const onFirstTrack = await list([{ key: 'track', operator: '=', value: album.trackIds[0] as number }]);
    expect(onFirstTrack.data.map((row) => row.content)).toContain('Lovely bridge');
    expect(onFirstTrack.data.map((row) => row.content)).not.toContain('Agreed');
    const searched = await list([], 'bridge');
    expect(searched.data.map((row) => row.content)).toEqual(['Lovely bridge']);
  });
});

describe('admin comment moderation', () => {
  it("rewrites a comment's text, keeping it as plain text", async () => {
    const id = await comment('Typo here');
    const saved = await admin.request(`/api/v1/admin/comments/${id}`, {
      method: 'PUT',
      body: { content: '  <b>Fixed</b> here  ' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(adminCommentResponseSchema.parse(saved.json).comment.content).toBe('<b>Fixed</b> here');
    const empty = await admin.request(`/api/v1/admin/comments/${id}`, {
      method: 'PUT',
      body: { content: ' ' },
    });
    expect(empty.status).toBe(422);
  });

  it('only marks a comment with replies deleted, removes a leaf, and restores the marked one', async () => {
    const parent = await comment('Thread start');
    const reply = await comment('A reply', { parent });
    const leaf = await comment('Lonely remark');
    expect(await remove([parent, leaf])).toEqual({ status: 'success', removed: 1, marked: 1 });
    expect(await stored([parent, reply, leaf])).toEqual(
      expect.arrayContaining([
        { id: parent, deleted: true },
        { id: reply, deleted: false },
      ]),
    );
    expect(await stored([leaf])).toEqual([]);
    expect((await list([{ key: 'deleted', operator: '=', value: true }])).data.map((row) => row.id)).toEqual([
      parent,
    ]);

    const restored = await admin.post('/api/v1/admin/comments/restore', { commentIds: [parent] });
    expect(restored.status, restored.text).toBe(200);
    expect(await stored([parent])).toEqual([{ id: parent, deleted: false }]);
  });

  it('removes a thread deleted whole, and a marked comment once its last reply goes', async () => {
    const parent = await comment('Another thread');
    const reply = await comment('Its only reply', { parent });
    expect(await remove([parent])).toEqual({ status: 'success', removed: 0, marked: 1 });
    expect(await remove([reply])).toEqual({ status: 'success', removed: 2, marked: 0 });
    expect(await stored([parent, reply])).toEqual([]);

    const whole = await comment('Whole thread');
    const wholeReply = await comment('Goes with it', { parent: whole });
    expect(await remove([whole, wholeReply])).toEqual({ status: 'success', removed: 2, marked: 0 });
  });
});
