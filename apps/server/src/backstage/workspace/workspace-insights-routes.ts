import { Hono } from 'hono';
import { reportRangeQuerySchema } from '../../admin/reports/report-range';
import type { AppBindings, AppServices } from '../../app-context';
import { idParam } from '../../catalogue/route-params';
import { validate } from '../../http/validate';
import { requireArtistAccount, requireOwnItem, tracksOfItem, type WorkspaceKind } from './workspace-access';
import { itemInsights } from './workspace-insights';

const KINDS: Record<string, WorkspaceKind> = { tracks: 'track', albums: 'album', artists: 'artist' };

/** `GET backstage/workspace/{tracks|albums|artists}/{id}/insights?startDate=&endDate=&timezone=`. */
export function workspaceInsightsRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  for (const [resource, kind] of Object.entries(KINDS)) {
    routes.get(`/backstage/workspace/${resource}/:id{[0-9]+}/insights`, async (c) => {
      const account = await requireArtistAccount(c, services);
      const id = idParam(c);
      const range = validate(reportRangeQuerySchema, c.req.query());
      await requireOwnItem(db, account.user.id, kind, id);
      return c.json({ report: await itemInsights(db, await tracksOfItem(db, kind, id), range) });
    });
  }
  return routes;
}
