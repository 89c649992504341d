import { and, asc, gt } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import { users } from '../../db/schema';
import { listWhere, type ValidListQuery } from '../list';
import { csvLine } from './csv-cells';
import { userListDefinition, userRowColumns } from './user-list';
import { userRowPayload } from './user-payload';

/** Rows read per query: enough to keep the round trips few, small enough that memory stays flat. */
export const CSV_BATCH_SIZE = 500;

const HEADER = [
  'id',
  'name',
  'email',
  'roles',
  'subscribed',
  'suspended',
  'suspended_until',
  'suspension_reason',
  'email_verified_at',
  'last_active_at',
  'created_at',
];

/**
 * The users a list query selects, as CSV, read in batches by id (keyset paging) as the client reads the stream: an
 * export of 100,000 users never holds more than one batch, and never re-reads the rows before its position.
 */
export function usersCsvStream(services: AppServices, query: ValidListQuery): ReadableStream<Uint8Array> {
  const now = services.now();
  const where = listWhere(userListDefinition(now), query);
  const encoder = new TextEncoder();
  let afterId = 0;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine(HEADER)));
        return;
      }
      const rows = await services.db
        .select(userRowColumns(now))
        .from(users)
        .where(and(where, gt(users.id, afterId)))
        .orderBy(asc(users.id))
        .limit(CSV_BATCH_SIZE);
      const lines = rows.map((record) => {
        const row = userRowPayload(record, now);
        return csvLine([
          row.id,
          row.name,
          row.email,
          row.roles.map((role) => role.name).join(', '),
          row.subscribed,
          row.banned_at !== null,
          row.banned_until,
          row.ban_reason,
          row.email_verified_at,
          row.last_active_at,
          row.created_at,
        ]);
      });
      if (lines.length > 0) controller.enqueue(encoder.encode(lines.join('')));
      const last = rows.at(-1);
      if (!last || rows.length < CSV_BATCH_SIZE) controller.close();
      else afterId = last.id;
    },
  });
}
