import { describe, expect, it } from 'vitest';
import type { PlayerTrack } from '../store/player-track';
import { type OfflineReason, type OfflineTrack, RECENT_PLAYS_KEPT, tracksToRemove } from './offline-policy';

const track = (id: number): PlayerTrack => ({
  id,
  name: `Track ${id}`,
  artists: [],
  src: `/api/v1/tracks/${id}/stream`,
  durationMs: 1000,
});
const kept = (id: number, reason: OfflineReason, bytes = 10, keptAt = id): OfflineTrack => ({
  track: track(id),
  reason,
  bytes,
  keptAt,
});

describe('tracksToRemove', () => {
  it('removes nothing while the track fits the budget', () => {
    expect(tracksToRemove([kept(1, 'saved')], { id: 2, bytes: 10, reason: 'saved' }, 100)).toEqual([]);
  });

  it(`keeps the last ${RECENT_PLAYS_KEPT} recent plays, dropping the oldest`, () => {
    const recent = Array.from({ length: RECENT_PLAYS_KEPT }, (_, index) =>
      kept(index + 1, 'recent', 1, 100 - index),
    );
    expect(tracksToRemove(recent, { id: 99, bytes: 1, reason: 'recent' }, 1000)).toEqual([RECENT_PLAYS_KEPT]);
  });

  it('does not count marked tracks among the recent plays kept', () => {
    const saved = Array.from({ length: RECENT_PLAYS_KEPT }, (_, index) => kept(index + 1, 'saved', 1));
    expect(tracksToRemove(saved, { id: 99, bytes: 1, reason: 'recent' }, 1000)).toEqual([]);
  });

  it('makes room with the oldest recent plays first', () => {
    const tracks = [kept(1, 'recent', 40, 5), kept(2, 'recent', 40, 1), kept(3, 'saved', 10, 0)];
    expect(tracksToRemove(tracks, { id: 4, bytes: 40, reason: 'saved' }, 100)).toEqual([2]);
  });

  it('never removes a marked track to make room, and refuses what cannot fit', () => {
    const tracks = [kept(1, 'saved', 60), kept(2, 'recent', 30)];
    expect(tracksToRemove(tracks, { id: 3, bytes: 50, reason: 'saved' }, 100)).toBeNull();
  });

  it("replaces a track's own entry when it is kept again", () => {
    expect(tracksToRemove([kept(1, 'recent', 80)], { id: 1, bytes: 80, reason: 'saved' }, 100)).toEqual([]);
  });
});
