import { adminLyricPayloadSchema } from '@tonearm/client/contract';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppServices } from '../../app-context';
import { idParam } from '../../catalogue/route-params';
import { lyrics } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { listOrder, listPage, listWhere, readBulkIds, readListQuery } from '../list';
import { requireAdminSection } from '../require-admin-section';
import { countLyrics, lyricListDefinition, lyricRows } from './lyric-list';
import { deleteLyrics, NO_SUCH_LYRIC, saveLyric } from './lyric-writes';

/** The permission of the admin's lyrics section. */
export const LYRICS_PERMISSION = 'lyrics.update';

/**
 * `admin/lyrics` (doc 001 §2 Admin): every track's lyrics, one lyric with its text, create, update (synced text is
 * checked as LRC) and delete, behind `lyrics.update`.
 */
export function adminLyricRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const guard = createMiddleware<AppBindings>(async (c, next) => {
    await requireAdminSection(c, services, LYRICS_PERMISSION);
    await next();
  });
  routes.use('/admin/lyrics', guard);
  routes.use('/admin/lyrics/*', guard);

  const answer = async (id: number) => {
    const [lyric] = await lyricRows(db, [id], true);
    if (!lyric) throw notFound(NO_SUCH_LYRIC);
    return { lyric };
  };

  routes.get('/admin/lyrics', async (c) => {
    const query = readListQuery(c, lyricListDefinition);
    const where = listWhere(lyricListDefinition, query);
    return c.json(
      await listPage(c, query, {
        count: () => countLyrics(db, where),
        rows: async (limit, offset) => {
          const page = await db
            .select({ id: lyrics.id })
            .from(lyrics)
            .where(where)
            .orderBy(...listOrder(lyricListDefinition, query))
            .limit(limit)
            .offset(offset);
          return lyricRows(
            db,
            page.map((row) => row.id),
          );
        },
      }),
    );
  });

  routes.get('/admin/lyrics/:id{[0-9]+}', async (c) => c.json(await answer(idParam(c))));

  routes.post('/admin/lyrics', async (c) => {
    const payload = validate(adminLyricPayloadSchema, await readBody(c));
    return c.json(await answer(await saveLyric(services, null, payload)), 201);
  });

  routes.put('/admin/lyrics/:id{[0-9]+}', async (c) => {
    const id = idParam(c);
    const payload = validate(adminLyricPayloadSchema, await readBody(c));
    return c.json(await answer(await saveLyric(services, id, payload)));
  });

  routes.delete('/admin/lyrics/:ids', async (c) => {
    await deleteLyrics(services, readBulkIds(c.req.param('ids')));
    return c.json({ status: 'success' as const });
  });

  return routes;
}
