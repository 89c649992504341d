import { and, eq, inArray, notExists, notInArray, sql } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import { qualified as q } from '../../db/qualified';
import { comments } from '../../db/schema';

/** How a deletion went: comments removed, and comments kept as deleted because replies hang on them. */
export interface CommentDeletion {
  removed: number;
  marked: number;
}

/**
 * Deletes comments: one with a reply that is not deleted along with it is only marked deleted, so its thread stays
 * whole; the others are removed (their replies with them). A parent already marked deleted whose last reply goes
 * is removed too, as it no longer holds a thread.
 */
export async function deleteComments(services: AppServices, ids: number[]): Promise<CommentDeletion> {
  return services.db.transaction(async (tx) => {
    const found = await tx
      .select({ id: comments.id, parent_id: comments.parent_id })
      .from(comments)
      .where(inArray(comments.id, ids));
    if (found.length === 0) return { removed: 0, marked: 0 };
    const foundIds = found.map((row) => row.id);
    const keptReplies = await tx
      .selectDistinct({ parent: comments.parent_id })
      .from(comments)
      .where(and(inArray(comments.parent_id, foundIds), notInArray(comments.id, foundIds)));
    const marked = new Set(keptReplies.map((row) => row.parent));
    const removedIds = foundIds.filter((id) => !marked.has(id));
    if (marked.size > 0) {
      await tx
        .update(comments)
        .set({ deleted: true, updated_at: services.now() })
        .where(
          inArray(
            comments.id,
            [...marked].filter((id): id is number => id !== null),
          ),
        );
    }
    let removed = 0;
    if (removedIds.length > 0) {
      removed += (
        await tx.delete(comments).where(inArray(comments.id, removedIds)).returning({ id: comments.id })
      ).length;
      const parents = [
        ...new Set(
          found.flatMap((row) =>
            removedIds.includes(row.id) && row.parent_id !== null ? [row.parent_id] : [],
          ),
        ),
      ];
      if (parents.length > 0) {
        removed += (
          await tx
            .delete(comments)
            .where(
              and(
                inArray(comments.id, parents),
                eq(comments.deleted, true),
                notExists(
                  tx
                    .select({ one: sql`1` })
                    .from(sql`${comments} as replies`)
                    .where(sql`replies.parent_id = ${q(comments.id)}`),
                ),
              ),
            )
            .returning({ id: comments.id })
        ).length;
      }
    }
    return { removed, marked: marked.size };
  });
}

/** Shows comments marked deleted again. */
export async function restoreComments(services: AppServices, ids: number[]): Promise<void> {
  await services.db
    .update(comments)
    .set({ deleted: false, updated_at: services.now() })
    .where(and(inArray(comments.id, ids), eq(comments.deleted, true)));
}
