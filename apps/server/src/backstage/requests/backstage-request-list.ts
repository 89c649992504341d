import { BACKSTAGE_REQUEST_STATUSES, BACKSTAGE_REQUEST_TYPES } from '@tonearm/client/contract';
import { count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as z from 'zod';
import { containsPattern, type ListDefinition, listFilter, timestampFilters } from '../../admin/list';
import type { Database } from '../../db/connect';
import { artists } from '../../db/schema';
import { requesterTable as requester } from './backstage-request-rows';
import { backstageRequests } from './backstage-requests-table';

/**
 * Pending first, then approved, then denied: the same expression as the migration's queue indexes, so the default
 * order reads an index however many requests there are.
 */
const statusRank = sql`(CASE ${backstageRequests.status} WHEN 'pending' THEN 0 WHEN 'approved' THEN 1 ELSE 2 END)`;

const equals = <V extends string | number>(column: AnyPgColumn, value: z.ZodType<V>) =>
  listFilter({
    operators: ['=', '!='],
    value,
    where: (operator, wanted): SQL => (operator === '=' ? eq(column, wanted) : ne(column, wanted)),
  });

const requesterName = sql`concat_ws(' ', ${requester.first_name}, ${requester.last_name})`;

/**
 * `GET admin/backstage-requests`: the review queue (pending first, oldest waiting first), searched by requester or
 * artist name, sorted by status or dates, filtered by type, status, requester and dates.
 */
export const backstageRequestListDefinition: ListDefinition = {
  sorts: {
    status: statusRank,
    created_at: sql`${backstageRequests.created_at}`,
    updated_at: sql`${backstageRequests.updated_at}`,
  },
  defaultSort: { key: 'status', dir: 'asc' },
  search: (text) =>
    or(
      ilike(requester.email, containsPattern(text)),
      ilike(requesterName, containsPattern(text)),
      ilike(backstageRequests.artist_name, containsPattern(text)),
      ilike(artists.name, containsPattern(text)),
    ) as SQL,
  filters: {
    type: equals(backstageRequests.type, z.enum(BACKSTAGE_REQUEST_TYPES)),
    status: equals(backstageRequests.status, z.enum(BACKSTAGE_REQUEST_STATUSES)),
    user: equals(backstageRequests.user_id, z.number().int().positive()),
    ...timestampFilters(backstageRequests),
  },
  tieBreaker: sql`${backstageRequests.id}`,
};

/** The number of requests matching `where`; joins the requester and artist only when a search needs them. */
export async function countBackstageRequests(db: Database, where: SQL | undefined, searching: boolean) {
  const base = db.select({ value: count() }).from(backstageRequests).$dynamic();
  const joined = searching
    ? base
        .innerJoin(requester, eq(requester.id, backstageRequests.user_id))
        .leftJoin(artists, eq(artists.id, backstageRequests.artist_id))
    : base;
  const [row] = await joined.where(where);
  return row?.value ?? 0;
}
