import { adminTagPayloadSchema } from '@tonearm/client/contract';
import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppServices } from '../../app-context';
import { idParam } from '../../catalogue/route-params';
import { tags } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { requireUniqueName, writingUniqueName } from '../genres/unique-name';
import { listOrder, listPage, listWhere, readBulkIds, readListQuery } from '../list';
import { requireAdminSection } from '../require-admin-section';
import { countTags, tagListDefinition, tagRows } from './tag-list';

/** The permission of the admin's tags section (doc 001 §6). */
export const TAGS_PERMISSION = 'tags.update';

export const NO_SUCH_TAG = 'There is no such tag.';
export const TAG_NAME_TAKEN = 'Another tag already has this name.';

/** `admin/tags` (doc 001 §2 Admin, §6 `tags.update`): the list, create, update and delete. */
export function adminTagRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const guard = createMiddleware<AppBindings>(async (c, next) => {
    await requireAdminSection(c, services, TAGS_PERMISSION);
    await next();
  });
  routes.use('/admin/tags', guard);
  routes.use('/admin/tags/*', guard);

  const answer = async (id: number | undefined) => {
    const [tag] = id === undefined ? [] : await tagRows(db, [id]);
    if (!tag) throw notFound(NO_SUCH_TAG);
    return { tag };
  };

  routes.get('/admin/tags', async (c) => {
    const query = readListQuery(c, tagListDefinition);
    const where = listWhere(tagListDefinition, query);
    return c.json(
      await listPage(c, query, {
        count: () => countTags(db, where),
        rows: async (limit, offset) => {
          const page = await db
            .select({ id: tags.id })
            .from(tags)
            .where(where)
            .orderBy(...listOrder(tagListDefinition, query))
            .limit(limit)
            .offset(offset);
          return tagRows(
            db,
            page.map((row) => row.id),
          );
        },
      }),
    );
  });

  routes.post('/admin/tags', async (c) => {
    const payload = validate(adminTagPayloadSchema, await readBody(c));
    await requireUniqueName(db, tags, payload.name, null, TAG_NAME_TAKEN);
    const [saved] = await writingUniqueName(TAG_NAME_TAKEN, () =>
      db.insert(tags).values(payload).returning({ id: tags.id }),
    );
    return c.json(await answer(saved?.id), 201);
  });

  routes.put('/admin/tags/:id{[0-9]+}', async (c) => {
    const id = idParam(c);
    const payload = validate(adminTagPayloadSchema, await readBody(c));
    const [existing] = await db.select({ id: tags.id }).from(tags).where(eq(tags.id, id));
    if (!existing) throw notFound(NO_SUCH_TAG);
    await requireUniqueName(db, tags, payload.name, id, TAG_NAME_TAKEN);
    await writingUniqueName(TAG_NAME_TAKEN, () =>
      db
        .update(tags)
        .set({ ...payload, updated_at: services.now() })
        .where(eq(tags.id, id)),
    );
    return c.json(await answer(id));
  });

  // The tag's links to albums and tracks go with it.
  routes.delete('/admin/tags/:ids', async (c) => {
    await db.delete(tags).where(inArray(tags.id, readBulkIds(c.req.param('ids'))));
    return c.json({ status: 'success' as const });
  });

  return routes;
}
