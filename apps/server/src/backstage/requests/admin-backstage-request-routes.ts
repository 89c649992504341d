import {
  approveBackstageRequestPayloadSchema,
  handleBackstageRequestPayloadSchema,
} from '@tonearm/client/contract';
import { inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { listOrder, listPage, listWhere, readBulkIds, readListQuery } from '../../admin/list';
import { requireAdminSection } from '../../admin/require-admin-section';
import type { AppBindings, AppServices } from '../../app-context';
import { notFound } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { backstageRequestListDefinition, countBackstageRequests } from './backstage-request-list';
import { backstageRequestOf, backstageRequestRows, readBackstageRequest } from './backstage-request-rows';
import { backstageRequests } from './backstage-requests-table';
import { deleteProof } from './proof-file';
import { DELETE_PERMISSION, REVIEW_PERMISSION, requestIdOf } from './request-access';
import { NO_SUCH_REQUEST, reviewRequest } from './request-review';

/**
 * `admin/backstage-requests` (issue 20, `backstageRequests.update` to review, `backstageRequests.delete` to delete,
 * both beside `admin.access`): the review queue, one request, approve or deny with notes, and delete with the
 * identity documents.
 */
export function adminBackstageRequestRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const definition = backstageRequestListDefinition;

  const answer = async (id: number) => {
    const request = await readBackstageRequest(db, id);
    if (!request) throw notFound(NO_SUCH_REQUEST);
    return { request };
  };

  routes.get('/admin/backstage-requests', async (c) => {
    await requireAdminSection(c, services, REVIEW_PERMISSION);
    const query = readListQuery(c, definition);
    const where = listWhere(definition, query);
    return c.json(
      await listPage(c, query, {
        count: () => countBackstageRequests(db, where, query.query !== ''),
        rows: async (limit, offset) => {
          const rows = await backstageRequestRows(db)
            .where(where)
            .orderBy(...listOrder(definition, query))
            .limit(limit)
            .offset(offset);
          return rows.map(backstageRequestOf);
        },
      }),
    );
  });

  routes.get('/admin/backstage-requests/:id{[0-9]+}', async (c) => {
    await requireAdminSection(c, services, REVIEW_PERMISSION);
    return c.json(await answer(requestIdOf(c.req.param('id'))));
  });

  routes.post('/admin/backstage-requests/:id{[0-9]+}/approve', async (c) => {
    const reviewer = await requireAdminSection(c, services, REVIEW_PERMISSION);
    const input = validate(approveBackstageRequestPayloadSchema, await readBody(c));
    const id = requestIdOf(c.req.param('id'));
    await reviewRequest(services, {
      id,
      outcome: 'approved',
      notes: input.notes ?? null,
      markArtistVerified: input.mark_artist_verified ?? false,
      reviewerId: reviewer.user.id,
    });
    return c.json(await answer(id));
  });

  routes.post('/admin/backstage-requests/:id{[0-9]+}/deny', async (c) => {
    const reviewer = await requireAdminSection(c, services, REVIEW_PERMISSION);
    const { notes } = validate(handleBackstageRequestPayloadSchema, await readBody(c));
    const id = requestIdOf(c.req.param('id'));
    await reviewRequest(services, {
      id,
      outcome: 'denied',
      notes: notes ?? null,
      reviewerId: reviewer.user.id,
    });
    return c.json(await answer(id));
  });

  routes.delete('/admin/backstage-requests/:ids', async (c) => {
    await requireAdminSection(c, services, DELETE_PERMISSION);
    const ids = readBulkIds(c.req.param('ids'));
    const deleted = await db
      .delete(backstageRequests)
      .where(inArray(backstageRequests.id, ids))
      .returning({ proof: backstageRequests.proof_file_entry_id });
    // Rows first: a crash in between leaves an unreferenced document, never a request pointing at a missing one.
    for (const row of deleted) await deleteProof(services, row.proof);
    return c.json({ status: 'success' as const });
  });

  return routes;
}
