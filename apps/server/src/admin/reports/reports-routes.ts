import { ADMIN_ACCESS_PERMISSION } from '@tonearm/client/rules';
import { Hono } from 'hono';
import { requirePermission } from '../../accounts/require-permission';
import type { AppBindings, AppServices } from '../../app-context';
import { validate } from '../../http/validate';
import { computeReport } from './compute-report';
import { cachedReport } from './report-cache';
import { reportRangeQuerySchema } from './report-range';

/** `GET admin/reports`: everything the admin dashboard shows for one range, counted at most every few minutes. */
export function reportsRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/admin/reports', async (c) => {
    await requirePermission(c, services, ADMIN_ACCESS_PERMISSION);
    const range = validate(reportRangeQuerySchema, c.req.query());
    const report = await cachedReport(db, range, services.now(), () => computeReport(db, range));
    return c.json({ report });
  });

  return routes;
}
