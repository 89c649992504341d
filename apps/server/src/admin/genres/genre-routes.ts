import { adminGenrePayloadSchema } from '@tonearm/client/contract';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppServices } from '../../app-context';
import { idParam } from '../../catalogue/route-params';
import { genres } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { listOrder, listPage, listWhere, readBulkIds, readListQuery } from '../list';
import { requireAdminSection } from '../require-admin-section';
import { countGenres, genreListDefinition, genreRows } from './genre-list';
import { deleteGenres, NO_SUCH_GENRE, saveGenre } from './genre-writes';

/** The permission of the admin's genres section. */
export const GENRES_PERMISSION = 'genres.update';

/** `admin/genres` (doc 001 §2 Admin): the list, create, update and delete, behind `genres.update`. */
export function adminGenreRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const guard = createMiddleware<AppBindings>(async (c, next) => {
    await requireAdminSection(c, services, GENRES_PERMISSION);
    await next();
  });
  routes.use('/admin/genres', guard);
  routes.use('/admin/genres/*', guard);

  const answer = async (id: number) => {
    const [genre] = await genreRows(db, [id]);
    if (!genre) throw notFound(NO_SUCH_GENRE);
    return { genre };
  };

  routes.get('/admin/genres', async (c) => {
    const query = readListQuery(c, genreListDefinition);
    const where = listWhere(genreListDefinition, query);
    return c.json(
      await listPage(c, query, {
        count: () => countGenres(db, where),
        rows: async (limit, offset) => {
          const page = await db
            .select({ id: genres.id })
            .from(genres)
            .where(where)
            .orderBy(...listOrder(genreListDefinition, query))
            .limit(limit)
            .offset(offset);
          return genreRows(
            db,
            page.map((row) => row.id),
          );
        },
      }),
    );
  });

  routes.post('/admin/genres', async (c) => {
    const payload = validate(adminGenrePayloadSchema, await readBody(c));
    return c.json(await answer(await saveGenre(services, null, payload)), 201);
  });

  routes.put('/admin/genres/:id{[0-9]+}', async (c) => {
    const id = idParam(c);
    const payload = validate(adminGenrePayloadSchema, await readBody(c));
    return c.json(await answer(await saveGenre(services, id, payload)));
  });

  routes.delete('/admin/genres/:ids', async (c) => {
    await deleteGenres(services, readBulkIds(c.req.param('ids')));
    return c.json({ status: 'success' as const });
  });

  return routes;
}
