import { ADMIN_ACCESS_PERMISSION } from '@tonearm/client/rules';
import { Hono } from 'hono';
import { requirePermission } from '../../accounts/require-permission';
import type { AppBindings, AppServices } from '../../app-context';
import { validate } from '../../http/validate';
import { reportKpis } from './report-kpis';
import { reportPlays } from './report-plays';
import { granularityOf, reportRangeQuerySchema } from './report-range';
import { reportShares } from './report-shares';
import { reportListeners, reportTopItems } from './report-top';

/** `GET admin/reports`: everything the admin dashboard shows for one range, aggregated in SQL. */
export function reportsRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/admin/reports', async (c) => {
    await requirePermission(c, services, ADMIN_ACCESS_PERMISSION);
    const range = validate(reportRangeQuerySchema, c.req.query());
    const granularity = granularityOf(range);
    // PGlite runs one statement at a time; on PostgreSQL the pool runs these side by side.
    const [kpis, buckets, top, listeners] = await Promise.all([
      reportKpis(db, range),
      reportPlays(db, range, granularity),
      reportTopItems(db, range),
      reportListeners(db, range),
    ]);
    const total = kpis.find((kpi) => kpi.name === 'plays')?.current ?? 0;
    const shares = await reportShares(db, range, total);
    return c.json({
      report: {
        range: {
          start: range.start.toISOString(),
          end: range.end.toISOString(),
          timezone: range.timezone,
          granularity,
        },
        kpis,
        plays: { total, buckets },
        ...top,
        listeners,
        ...shares,
      },
    });
  });

  return routes;
}
