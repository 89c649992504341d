import type { AdminTagRow } from '@tonearm/client/contract';
import { count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import { qualified as q } from '../../db/qualified';
import { taggables, tags } from '../../db/schema';
import { containsPattern, type ListDefinition, listFilter, timestampFilters } from '../list';

// Read per row through the links' primary key, which starts with the tag.
const taggablesCount = sql<number>`(select count(*) from ${taggables}
  where ${q(taggables.tag_id)} = ${q(tags.id)})`.mapWith(Number);

/**
 * `GET admin/tags`: search by name or display name; sort by either name, type and dates; filter by type and dates.
 * Each order and the search read an index (migration 0059).
 */
export const tagListDefinition: ListDefinition = {
  sorts: {
    name: sql`lower(${tags.name})`,
    display_name: sql`lower(${tags.display_name})`,
    type: sql`${tags.type}`,
    created_at: sql`${tags.created_at}`,
    updated_at: sql`${tags.updated_at}`,
  },
  defaultSort: { key: 'updated_at', dir: 'desc' },
  search: (text) =>
    or(ilike(tags.name, containsPattern(text)), ilike(tags.display_name, containsPattern(text))) as SQL,
  filters: {
    type: listFilter({
      operators: ['=', '!='],
      value: z.string().max(50),
      where: (operator, value): SQL =>
        operator === '=' ? eq(tags.type, value) : sql`${tags.type} <> ${value}`,
    }),
    ...timestampFilters(tags),
  },
  tieBreaker: sql`${tags.id}`,
};

/** The number of tags matching `where`. */
export async function countTags(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(tags).where(where);
  return row?.value ?? 0;
}

/** Tags as rows of the admin's list, in the order of `ids`. */
export async function tagRows(db: Database, ids: number[]): Promise<AdminTagRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ tag: tags, taggables_count: taggablesCount })
    .from(tags)
    .where(inArray(tags.id, ids));
  const byId = new Map(rows.map((row) => [row.tag.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.tag.id,
        name: row.tag.name,
        display_name: row.tag.display_name,
        type: row.tag.type,
        taggables_count: row.taggables_count,
        created_at: row.tag.created_at.toISOString(),
        updated_at: row.tag.updated_at.toISOString(),
      },
    ];
  });
}
