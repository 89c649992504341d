import { adminCommentPayloadSchema, restoreCommentsPayloadSchema } from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppServices } from '../../app-context';
import { idParam } from '../../catalogue/route-params';
import { comments } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { listOrder, listPage, listWhere, readBulkIds, readListQuery } from '../list';
import { requireAdminSection } from '../require-admin-section';
import { deleteComments, restoreComments } from './comment-deletion';
import { commentListDefinition, commentRows, countComments } from './comment-list';

/** The permission of the admin's comments section. */
export const COMMENTS_PERMISSION = 'comments.update';

export const NO_SUCH_COMMENT = 'There is no such comment.';

/**
 * `admin/comments` (doc 001 §2 Admin): the list, editing a comment's text, deleting (a comment with replies is only
 * marked deleted) and restoring, behind `comments.update`. The text stays plain text, as listeners write it: it is
 * stored as given and always shown as text, never as HTML.
 */
export function adminCommentRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const guard = createMiddleware<AppBindings>(async (c, next) => {
    await requireAdminSection(c, services, COMMENTS_PERMISSION);
    await next();
  });
  routes.use('/admin/comments', guard);
  routes.use('/admin/comments/*', guard);

  routes.get('/admin/comments', async (c) => {
    const query = readListQuery(c, commentListDefinition);
    const where = listWhere(commentListDefinition, query);
    return c.json(
      await listPage(c, query, {
        count: () => countComments(db, where),
        rows: async (limit, offset) => {
          const page = await db
            .select({ id: comments.id })
            .from(comments)
            .where(where)
            .orderBy(...listOrder(commentListDefinition, query))
            .limit(limit)
            .offset(offset);
          return commentRows(
            db,
            page.map((row) => row.id),
          );
        },
      }),
    );
  });

  routes.put('/admin/comments/:id{[0-9]+}', async (c) => {
    const id = idParam(c);
    const payload = validate(adminCommentPayloadSchema, await readBody(c));
    const [saved] = await db
      .update(comments)
      .set({ content: payload.content, updated_at: services.now() })
      .where(eq(comments.id, id))
      .returning({ id: comments.id });
    const [comment] = saved ? await commentRows(db, [saved.id]) : [];
    if (!comment) throw notFound(NO_SUCH_COMMENT);
    return c.json({ comment });
  });

  routes.post('/admin/comments/restore', async (c) => {
    const payload = validate(restoreCommentsPayloadSchema, await readBody(c));
    await restoreComments(services, payload.commentIds);
    return c.json({ status: 'success' as const });
  });

  routes.delete('/admin/comments/:ids', async (c) => {
    const done = await deleteComments(services, readBulkIds(c.req.param('ids')));
    return c.json({ status: 'success' as const, ...done });
  });

  return routes;
}
