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
