import type { SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppServices } from '../../app-context';
import { idParam } from '../../catalogue/route-params';
import type { Database } from '../../db/connect';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { type ListDefinition, listOrder, listPage, listWhere, readBulkIds, readListQuery } from '../list';
import { computeReport } from '../reports/compute-report';
import { cachedReport } from '../reports/report-cache';
import { reportRangeQuerySchema } from '../reports/report-range';
import { catalogueScope } from '../reports/report-scope';
import { requireAdminSection } from '../require-admin-section';
import { type CatalogueKind, deleteCatalogueRows, deletionFiles } from './catalogue-deletion';

/** What one of the admin's catalogue lists (tracks, albums, artists) is made of. */
export interface CatalogueSection<Row> {
  kind: CatalogueKind;
  /** The path under `/api/v1/`, e.g. `admin/tracks`. */
  resource: string;
  /** The permission the section needs besides `admin.access`. */
  permission: string;
  /** The 404's message for an id that names no row. */
  missing: string;
  definition: ListDefinition;
  count(db: Database, where: SQL | undefined): Promise<number>;
  /** The ids of one page, in the list's order. */
  pageIds(
    db: Database,
    where: SQL | undefined,
    order: SQL[],
    limit: number,
    offset: number,
  ): Promise<number[]>;
  rows(db: Database, ids: number[]): Promise<Row[]>;
}

/**
 * A catalogue section's list, an item's insights, the files a deletion would remove (for its confirmation) and the
 * deletion itself, all behind the section's permission; the section's own routes (its editor) go on the same guard.
 */
export function catalogueSectionRoutes<Row>(services: AppServices, section: CatalogueSection<Row>) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const guard = createMiddleware<AppBindings>(async (c, next) => {
    await requireAdminSection(c, services, section.permission);
    await next();
  });
  const base = `/${section.resource}`;
  routes.use(base, guard);
  routes.use(`${base}/*`, guard);

  routes.get(base, async (c) => {
    const query = readListQuery(c, section.definition);
    const where = listWhere(section.definition, query);
    return c.json(
      await listPage(c, query, {
        count: () => section.count(db, where),
        rows: async (limit, offset) =>
          section.rows(
            db,
            await section.pageIds(db, where, listOrder(section.definition, query), limit, offset),
          ),
      }),
    );
  });

  routes.get(`${base}/:ids{[0-9,]+}/files`, async (c) =>
    c.json({ files: await deletionFiles(services, section.kind, readBulkIds(c.req.param('ids'))) }),
  );

  // The item's insights: the dashboard's report of its plays (its tracks' for an album or an artist).
  routes.get(`${base}/:id{[0-9]+}/insights`, async (c) => {
    const id = idParam(c);
    const range = validate(reportRangeQuerySchema, c.req.query());
    const [found] = await section.rows(db, [id]);
    if (!found) throw notFound(section.missing);
    const scope = await catalogueScope(db, section.kind, id);
    const report = await cachedReport(
      db,
      range,
      services.now(),
      () => computeReport(db, range, scope),
      scope,
    );
    return c.json({ report });
  });

  routes.delete(`${base}/:ids`, async (c) => {
    await deleteCatalogueRows(services, section.kind, readBulkIds(c.req.param('ids')));
    return c.json({ status: 'success' as const });
  });

  return routes;
}
