import type { Comment } from '@tonearm/client/contract';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { comments } from '../../db/schema';
import { loadPublicUsers } from '../serialize';

/** How many comments the waveform pins at most. */
export const WAVE_COMMENTS = 100;

type CommentRow = typeof comments.$inferSelect;

/** Comments as the contract sends them, in the order given. */
export async function serializeComments(db: Database, rows: CommentRow[]): Promise<Comment[]> {
  const authors = await loadPublicUsers(db, [...new Set(rows.map((row) => row.user_id))]);
  const byId = new Map(authors.map((author) => [author.id, author]));
  return rows.flatMap((row) => {
    const user = byId.get(row.user_id);
    if (!user) return [];
    return [
      {
        id: row.id,
        model_type: 'comment' as const,
        // A moderator's deletion keeps a comment with replies in place; its words are gone for listeners.
        content: row.deleted ? '' : row.content,
        position: row.position,
        parent_id: row.parent_id,
        depth: row.depth,
        commentable_id: row.track_id,
        commentable_type: 'track' as const,
        user,
        created_at: row.created_at.toISOString(),
        ...(row.deleted ? { deleted: true } : {}),
      },
    ];
  });
}

/** The top-level comments pinned on a track's waveform, by position; deleted ones are not pinned. */
export async function topLevelComments(db: Database, trackId: number): Promise<Comment[]> {
  const rows = await db
    .select()
    .from(comments)
    .where(and(eq(comments.track_id, trackId), isNull(comments.parent_id), eq(comments.deleted, false)))
    .orderBy(asc(comments.position), asc(comments.id))
    .limit(WAVE_COMMENTS);
  return serializeComments(db, rows);
}

/** Top-level comments of one page, newest first, each followed by its replies oldest first. */
export async function commentThreads(db: Database, parents: CommentRow[]): Promise<Comment[]> {
  if (parents.length === 0) return [];
  const replies = await db
    .select()
    .from(comments)
    .where(
      inArray(
        comments.parent_id,
        parents.map((parent) => parent.id),
      ),
    )
    .orderBy(asc(comments.created_at), asc(comments.id));
  const ordered = parents.flatMap((parent) => [
    parent,
    ...replies.filter((reply) => reply.parent_id === parent.id),
  ]);
  return serializeComments(db, ordered);
}

export const newestFirst = [desc(comments.created_at), desc(comments.id)];
