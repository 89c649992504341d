import { adminCommentRowSchema, paginatedResponseSchema } from '@tonearm/client/contract';
import { encodeListFilters } from '@tonearm/client/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAlbum } from '../../admin/catalogue/test-support/catalogue-rows';
import { signInAdmin } from '../../admin/test-support/admin-audiences';
import { commentReports, comments, users } from '../../db/schema';
import { registerListener } from '../../test-support/register-listener';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { TestVisitor } from '../../test-support/test-visitor';
import { REPORTS_PER_LISTENER } from './comment-report-routes';

let app: TestServer;
let listener: TestVisitor;
let authorId = 0;
let trackId = 0;

beforeAll(async () => {
  app = await startTestServer();
  listener = await registerListener(app.url, 'reporter@example.com', 'correct horse battery');
  await registerListener(app.url, 'author@example.com', 'correct horse battery');
  const { db } = app.server.services;
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'author@example.com'));
  authorId = author?.id as number;
  trackId = (await makeAlbum(app, 'Reported Album', ['Reported Track'])).trackIds[0] as number;
}, 60_000);
afterAll(() => app?.stop());

async function comment(content: string, deleted = false) {
  const [row] = await app.server.services.db
    .insert(comments)
    .values({ track_id: trackId, user_id: authorId, content, deleted })
    .returning({ id: comments.id });
  return row?.id as number;
}
const report = (visitor: TestVisitor, id: number) => visitor.post(`/api/v1/comments/${id}/report`, {});

describe('listeners reporting a comment', () => {
  it('records one report per listener, which the admin list counts and filters as reported', async () => {
    const id = await comment('Buy followers at spam.example');
    expect((await report(listener, id)).status).toBe(200);
    expect((await report(listener, id)).status).toBe(200);
    const stored = await app.server.services.db
      .select()
      .from(commentReports)
      .where(eq(commentReports.comment_id, id));
    expect(stored).toHaveLength(1);

    const admin = await signInAdmin(app);
    const filters = encodeListFilters([{ key: 'reported', operator: '=', value: true }]);
    const listed = await admin.get(`/api/v1/admin/comments?${new URLSearchParams({ filters })}`);
    const rows = paginatedResponseSchema(adminCommentRowSchema).parse(listed.json).pagination.data;
    expect(rows.map((row) => [row.id, row.reports_count])).toEqual([[id, 1]]);
  });

  it('asks a guest to sign in and answers 404 for a comment that is gone or deleted', async () => {
    const id = await comment('Fine words');
    const guest = await new TestVisitor(app.url).open();
    expect((await report(guest, id)).status).toBe(401);
    expect((await report(listener, 999999)).status).toBe(404);
    expect((await report(listener, await comment('Removed words', true))).status).toBe(404);
  });

  it('refuses a listener who reports too many comments in an hour with 429', async () => {
    const spammer = await registerListener(app.url, 'spammer@example.com', 'correct horse battery');
    const statuses: number[] = [];
    for (let index = 0; index <= REPORTS_PER_LISTENER.threshold; index += 1) {
      statuses.push((await report(spammer, await comment(`Comment ${index}`))).status);
    }
    expect(statuses.slice(0, REPORTS_PER_LISTENER.threshold - 1).every((status) => status === 200)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
  });
});
