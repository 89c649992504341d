import { CATALOGUE_PER_PAGE, SEARCH_QUERY_MAX, searchTypeSchema } from '@tonearm/client/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppBindings, AppServices } from '../../app-context';
import { notFound } from '../../http/errors';
import { paginate, readPageQuery } from '../../http/pagination';
import { validate } from '../../http/validate';
import { requireMusicPermission } from '../music-permission';
import { searchEveryType, searchType } from './type-search';

/** How many results of each type the all-types search answers with. */
export const SEARCH_RESULTS_PER_TYPE = 8;

// A NUL anywhere in the address is refused before any route (http/), so PostgreSQL never sees one.
const searchQuerySchema = z.object({ query: z.string().trim().min(1).max(SEARCH_QUERY_MAX) });

function readQuery(c: Context): string {
  return validate(searchQuerySchema, { query: c.req.query('query') ?? c.req.query('q') ?? '' }).query;
}

/** Search across every type, and one type by page (`/search/{query}/{tab}`), both through one engine. */
export function searchRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/search', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    const query = readQuery(c);
    const ids = await searchEveryType(db, query, SEARCH_RESULTS_PER_TYPE);
    const found = await Promise.all(
      searchTypeSchema.options.map(
        async (type) => [type, await searchType(db, type, query).load(ids[type])] as const,
      ),
    );
    return c.json({ query, results: Object.fromEntries(found) });
  });

  routes.get('/search/:type', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    const type = searchTypeSchema.safeParse(c.req.param('type'));
    if (!type.success) throw notFound();
    const query = readQuery(c);
    const { page, perPage } = readPageQuery(c, CATALOGUE_PER_PAGE);
    const search = searchType(db, type.data, query);
    const found = await search.page(perPage, (page - 1) * perPage);
    const items = await search.load(found.ids);
    return c.json({ query, pagination: paginate(c, items, { page, perPage, total: found.total }) });
  });

  return routes;
}
