import type { PlayerTrack } from '../store/player-track';

/** Why a track is kept: the listener marked it "Available offline", or it is one of the last ones played. */
export type OfflineReason = 'saved' | 'recent';

/** A track kept for offline listening. */
export interface OfflineTrack {
  track: PlayerTrack;
  reason: OfflineReason;
  /** The size of its audio, in bytes. */
  bytes: number;
  /** When it was kept (milliseconds since the epoch): the oldest recent play goes first. */
  keptAt: number;
}

/** How many recently played tracks are kept beside the ones marked for offline. */
export const RECENT_PLAYS_KEPT = 20;

const MB = 1024 * 1024;

/** The storage budget a listener starts with: 1 GB. */
export const DEFAULT_OFFLINE_BUDGET = 1024 * MB;

/** The budgets a listener can choose from. */
export const OFFLINE_BUDGET_CHOICES = [256 * MB, 512 * MB, 1024 * MB, 2048 * MB, 5120 * MB] as const;

/** What is about to be kept. */
export interface IncomingTrack {
  id: number;
  bytes: number;
  reason: OfflineReason;
}

/**
 * Which kept tracks go so that `incoming` is kept within `budget` bytes, or `null` when it cannot be. Recent plays
 * beyond the last {@link RECENT_PLAYS_KEPT} go first, then the oldest recent plays while the budget is short; a
 * track the listener marked is never removed to make room. A track kept again (a recent play marked, say) replaces
 * its own entry.
 */
export function tracksToRemove(
  kept: readonly OfflineTrack[],
  incoming: IncomingTrack,
  budget: number,
): number[] | null {
  const others = kept.filter((entry) => entry.track.id !== incoming.id);
  const oldestRecentFirst = others
    .filter((entry) => entry.reason === 'recent')
    .sort((a, b) => a.keptAt - b.keptAt);
  const removed: OfflineTrack[] = [];
  const recentLeft = () => oldestRecentFirst.length - removed.length;
  if (incoming.reason === 'recent') {
    while (recentLeft() >= RECENT_PLAYS_KEPT) removed.push(oldestRecentFirst[removed.length] as OfflineTrack);
  }
  const used = () =>
    others.reduce((sum, entry) => sum + entry.bytes, 0) -
    removed.reduce((sum, entry) => sum + entry.bytes, 0);
  while (used() + incoming.bytes > budget && recentLeft() > 0) {
    removed.push(oldestRecentFirst[removed.length] as OfflineTrack);
  }
  if (used() + incoming.bytes > budget) return null;
  return removed.map((entry) => entry.track.id);
}

/** The bytes all kept tracks take. */
export function keptBytes(kept: readonly OfflineTrack[]): number {
  return kept.reduce((sum, entry) => sum + entry.bytes, 0);
}
