import type { AdminCommentRow } from '@tonearm/client/contract';
import { count, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import { publicName } from '../../accounts/serialize-user';
import type { Database } from '../../db/connect';
import { qualified as q } from '../../db/qualified';
import { albums, commentReports, comments, tracks, users } from '../../db/schema';
import { containsPattern, type ListDefinition, listFilter, timestampFilters, yesNo } from '../list';

// Both read per row through an index: replies by parent, reports by the comment their key starts with.
const repliesCount = sql<number>`(select count(*) from ${comments} as replies
  where replies.parent_id = ${q(comments.id)})`.mapWith(Number);
const reportsCount = sql<number>`(select count(*) from ${commentReports}
  where ${q(commentReports.comment_id)} = ${q(comments.id)})`.mapWith(Number);
const reported = sql`exists (select 1 from ${commentReports}
  where ${q(commentReports.comment_id)} = ${q(comments.id)})`;

const idFilter = (column: typeof comments.track_id | typeof comments.user_id) =>
  listFilter({
    operators: ['=', '!='],
    value: z.number().int().positive(),
    where: (operator, value): SQL => (operator === '=' ? eq(column, value) : ne(column, value)),
  });

/**
 * `GET admin/comments`: search the text; sort by dates and reports; filter by deleted, reported, track, author and
 * dates. Each order, filter and the search read an index (migrations 0012 and 0059).
 */
export const commentListDefinition: ListDefinition = {
  sorts: {
    created_at: sql`${comments.created_at}`,
    updated_at: sql`${comments.updated_at}`,
    reports_count: reportsCount,
  },
  defaultSort: { key: 'created_at', dir: 'desc' },
  search: (text) => ilike(comments.content, containsPattern(text)),
  filters: {
    deleted: yesNo(sql`${comments.deleted}`),
    reported: yesNo(reported),
    track: idFilter(comments.track_id),
    user: idFilter(comments.user_id),
    ...timestampFilters(comments),
  },
  tieBreaker: sql`${comments.id}`,
};

/** The number of comments matching `where`. */
export async function countComments(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(comments).where(where);
  return row?.value ?? 0;
}

/** Comments as rows of the admin's list, in the order of `ids`, with their track (or its album's) artwork. */
export async function commentRows(db: Database, ids: number[]): Promise<AdminCommentRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      comment: comments,
      track: {
        id: tracks.id,
        name: tracks.name,
        image: sql<string | null>`coalesce(${tracks.image}, ${albums.image})`,
      },
      user: {
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        image: users.image,
      },
      replies_count: repliesCount,
      reports_count: reportsCount,
    })
    .from(comments)
    .innerJoin(tracks, eq(tracks.id, comments.track_id))
    .leftJoin(albums, eq(albums.id, tracks.album_id))
    .innerJoin(users, eq(users.id, comments.user_id))
    .where(inArray(comments.id, ids));
  const byId = new Map(rows.map((row) => [row.comment.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.comment.id,
        content: row.comment.content,
        deleted: row.comment.deleted,
        parent_id: row.comment.parent_id,
        track: row.track,
        user: { id: row.user.id, name: publicName(row.user), email: row.user.email, image: row.user.image },
        replies_count: row.replies_count,
        reports_count: row.reports_count,
        created_at: row.comment.created_at.toISOString(),
        updated_at: row.comment.updated_at.toISOString(),
      },
    ];
  });
}
