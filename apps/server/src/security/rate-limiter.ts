import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { rateLimits } from '../db/schema';

/** How failures under one key turn into a block. */
export interface ThrottleRule {
  /** Failures counted together within this many seconds. */
  windowSeconds: number;
  /** The failure that starts blocking. */
  threshold: number;
  /** The first block; each further failure doubles it. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

/** What counting attempts under some keys decided. */
export type ClaimedAttempts =
  | { admitted: false; waitSeconds: number }
  | {
      admitted: true;
      /** Takes the attempt back, for one that turned out not to be a failure (a right password). */
      forgive(): Promise<void>;
    };

class StillBlocked extends Error {
  constructor(readonly waitSeconds: number) {
    super(`Blocked for ${waitSeconds} more seconds.`);
  }
}

function secondsUntil(until: Date | null, now: Date): number {
  return Math.max(0, Math.ceil(((until?.getTime() ?? 0) - now.getTime()) / 1000));
}

/**
 * Counts one attempt under every key before it is judged, holding each key's row lock while it counts, so attempts
 * sent at once are counted one after another and no more than a rule's threshold ever get through. Refused (and
 * counted nowhere) while any key is blocked; otherwise counted under all of them, blocking a key whose threshold
 * this attempt reaches. Keys are always locked in the order given.
 */
export async function claimAttempts(
  db: Database,
  rules: readonly (readonly [key: string, rule: ThrottleRule])[],
  now: Date,
): Promise<ClaimedAttempts> {
  const at = now.getTime();
  const outcome = await db
    .transaction(async (tx) => {
      const counted: { key: string; setBlock: Date | null; previous: typeof rateLimits.$inferSelect }[] = [];
      for (const [key, rule] of rules) {
        const windowEnds = new Date(at + rule.windowSeconds * 1000);
        // One statement makes the row or locks the existing one, and answers it: a separate insert and select
        // could lose a row that a forgiven sign-in deleted in between.
        const [row] = await tx
          .insert(rateLimits)
          .values({ key, hits: 0, window_ends_at: windowEnds })
          .onConflictDoUpdate({ target: rateLimits.key, set: { key: sql`excluded.key` } })
          .returning();
        if (!row) throw new Error(`The attempt counter ${key} was not written.`);
        const wait = secondsUntil(row.blocked_until, now);
        // Rolling back leaves every key as it was: a refused attempt counts nowhere.
        if (wait > 0) throw new StillBlocked(wait);
        const fresh = row.window_ends_at.getTime() <= at;
        const hits = fresh ? 1 : row.hits + 1;
        const setBlock =
          hits >= rule.threshold
            ? new Date(
                at +
                  Math.min(rule.maxDelaySeconds, rule.baseDelaySeconds * 2 ** (hits - rule.threshold)) * 1000,
              )
            : null;
        await tx
          .update(rateLimits)
          .set({
            hits,
            window_ends_at: fresh ? windowEnds : row.window_ends_at,
            blocked_until: setBlock ?? row.blocked_until,
          })
          .where(eq(rateLimits.key, key));
        counted.push({ key, setBlock, previous: row });
      }
      return counted;
    })
    .catch((error: unknown) => {
      if (error instanceof StillBlocked) return error;
      throw error;
    });
  if (outcome instanceof StillBlocked) return { admitted: false, waitSeconds: outcome.waitSeconds };
  const counted = outcome;
  return {
    admitted: true,
    async forgive() {
      for (const { key, setBlock, previous } of counted) {
        await db
          .update(rateLimits)
          .set({
            hits: sql`GREATEST(${rateLimits.hits} - 1, 0)`,
            // Only the block this attempt set is lifted; one a later failure set stays.
            ...(setBlock
              ? {
                  blocked_until: sql`CASE WHEN ${rateLimits.blocked_until} = ${setBlock.toISOString()}::timestamptz THEN ${previous.blocked_until?.toISOString() ?? null}::timestamptz ELSE ${rateLimits.blocked_until} END`,
                }
              : {}),
          })
          .where(eq(rateLimits.key, key));
      }
    },
  };
}

/** Seconds until `key` may try again, 0 when it is not blocked. */
export async function blockedFor(db: Database, key: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ blocked_until: rateLimits.blocked_until })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const until = row?.blocked_until?.getTime() ?? 0;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * Counts one failure under `key` (atomically, so every server instance shares the count) and blocks the key with
 * a growing delay once the threshold is reached.
 */
export async function recordFailure(db: Database, key: string, rule: ThrottleRule, now: Date): Promise<void> {
  const windowEnds = new Date(now.getTime() + rule.windowSeconds * 1000);
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, window_ends_at: windowEnds })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${rateLimits.window_ends_at} <= ${at} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        window_ends_at: sql`CASE WHEN ${rateLimits.window_ends_at} <= ${at} THEN excluded.window_ends_at ELSE ${rateLimits.window_ends_at} END`,
      },
    })
    .returning({ hits: rateLimits.hits });
  const hits = row?.hits ?? 1;
  if (hits < rule.threshold) return;
  const delay = Math.min(rule.maxDelaySeconds, rule.baseDelaySeconds * 2 ** (hits - rule.threshold));
  await db
    .update(rateLimits)
    .set({ blocked_until: new Date(now.getTime() + delay * 1000) })
    .where(eq(rateLimits.key, key));
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
