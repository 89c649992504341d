import { CHANNEL_CONTENT_MODELS, channelContentTypeSchema } from '@tonearm/client/contract';
import { count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import { channels } from '../../db/schema';
import { containsPattern, type ListDefinition, listFilter, timestampFilters } from '../list';

const configKey = (key: 'content_type' | 'content_model') =>
  sql`(${channels.config} ->> ${sql.raw(`'${key}'`)})`;

/** An equality filter on one key of the config, read through its expression index (migration 0060). */
const configIs = (key: 'content_type' | 'content_model', values: readonly string[]) =>
  listFilter({
    operators: ['=', '!='],
    value: z.enum(values as [string, ...string[]]),
    where: (operator, value): SQL =>
      operator === '=' ? sql`${configKey(key)} = ${value}` : sql`${configKey(key)} <> ${value}`,
  });

/**
 * `GET admin/channels`: search by title or slug; sort by title and dates; filter by how the content is chosen, its
 * type and dates. Each order, filter and the search read an index (migration 0060).
 */
export const channelListDefinition: ListDefinition = {
  sorts: {
    name: sql`lower(${channels.name})`,
    created_at: sql`${channels.created_at}`,
    updated_at: sql`${channels.updated_at}`,
  },
  defaultSort: { key: 'updated_at', dir: 'desc' },
  search: (text) =>
    or(ilike(channels.name, containsPattern(text)), ilike(channels.slug, containsPattern(text))) as SQL,
  filters: {
    content_type: configIs('content_type', channelContentTypeSchema.options),
    content_model: configIs('content_model', CHANNEL_CONTENT_MODELS),
    ...timestampFilters(channels),
  },
  tieBreaker: sql`${channels.id}`,
};

/** The number of channels matching `where`. */
export async function countChannels(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(channels).where(where);
  return row?.value ?? 0;
}

/** The channel with `id`, or none. */
export async function channelById(db: Database, id: number) {
  const [channel] = await db.select().from(channels).where(eq(channels.id, id));
  return channel;
}
