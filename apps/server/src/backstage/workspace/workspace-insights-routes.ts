import { Hono } from 'hono';
import { computeReport } from '../../admin/reports/compute-report';
import { reportRangeQuerySchema } from '../../admin/reports/report-range';
import { catalogueScope } from '../../admin/reports/report-scope';
import type { AppBindings, AppServices } from '../../app-context';
import { idParam } from '../../catalogue/route-params';
import { validate } from '../../http/validate';
import { requireArtistAccount, requireOwnItem, type WorkspaceKind } from './workspace-access';

const KINDS: Record<string, WorkspaceKind> = { tracks: 'track', albums: 'album', artists: 'artist' };

/**
 * `GET backstage/workspace/{tracks|albums|artists}/{id}/insights?startDate=&endDate=&timezone=`: the admin's
 * report of the item, as the admin's insights of the same item answer it. Not kept in the admin's report cache,
 * so an artist sees a play as soon as it is logged.
 */
export function workspaceInsightsRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  for (const [resource, kind] of Object.entries(KINDS)) {
    routes.get(`/backstage/workspace/${resource}/:id{[0-9]+}/insights`, async (c) => {
      const account = await requireArtistAccount(c, services);
      const id = idParam(c);
      const range = validate(reportRangeQuerySchema, c.req.query());
      await requireOwnItem(db, account.user.id, kind, id);
      return c.json({ report: await computeReport(db, range, await catalogueScope(db, kind, id)) });
    });
  }
  return routes;
}
