import type { PlayerTrack } from '@tonearm/player';

/**
 * A row standing in for a track whose page has not arrived yet: a long list has every row from the start, so its
 * scrollbar and row count are right at once. Its negative id keeps row keys unique; lists draw a skeleton for it.
 */
export function placeholderTrack(slot: number): PlayerTrack {
  return { id: -(slot + 1), name: '', artists: [], src: '', durationMs: 0 };
}

/** Whether a row is waiting for its track. */
export function isPlaceholderTrack(track: Pick<PlayerTrack, 'id'>): boolean {
  return track.id < 0;
}
