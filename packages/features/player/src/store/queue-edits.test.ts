import { describe, expect, it } from 'vitest';
import { PlayerStore } from './player-store';
import type { PlayerTrack } from './player-track';
import { upcomingEntries } from './queue';
import { moveEntries, removeEntries, restoreEntries } from './queue-edits';

const tracks = (...ids: number[]): PlayerTrack[] =>
  ids.map((id) => ({ id, name: `Track ${id}`, artists: [], src: `/t/${id}.mp3`, durationMs: 180_000 }));
const ids = (entries: readonly { track: PlayerTrack }[]) => entries.map((entry) => entry.track.id);

function queueOf(store: PlayerStore) {
  return store.getState().queue;
}

describe('restoreEntries (Undo of a queue removal)', () => {
  it('brings a cleared queue back as it was: the lane, the order and the cued track', () => {
    const store = new PlayerStore();
    store.playQueue({ tracks: tracks(1, 2, 3, 4), startIndex: 1 });
    store.playNext(tracks(9));
    const before = queueOf(store);
    const { lane, queue: rest } = upcomingEntries(before);
    const keys = new Set([...lane, ...rest].map((entry) => entry.key));
    store.changeQueue(removeEntries(before, keys));
    expect(ids(queueOf(store).order)).toEqual([1, 2]);

    store.changeQueue(restoreEntries(queueOf(store), before, keys));
    const restored = queueOf(store);
    expect(ids(restored.order)).toEqual([1, 2, 3, 4]);
    expect(ids(restored.original)).toEqual([1, 2, 3, 4]);
    expect(ids(restored.lane)).toEqual([9]);
    expect(restored.cued?.track.id).toBe(2);
    store.next();
    expect(queueOf(store).cued?.track.id).toBe(9);
    store.next();
    expect(queueOf(store).cued?.track.id).toBe(3);
  });

  it('puts one removed entry back after the entry it followed, keeping moves and additions made since', () => {
    const store = new PlayerStore();
    store.playQueue({ tracks: tracks(1, 2, 3, 4, 5), startIndex: 0 });
    const before = queueOf(store);
    const third = before.order[2];
    if (!third) throw new Error('the queue has five entries');
    const keys = new Set([third.key]);
    store.changeQueue(removeEntries(before, keys));
    const fifth = queueOf(store).order[3];
    const second = queueOf(store).order[1];
    if (!fifth || !second) throw new Error('four entries remain');
    store.changeQueue(
      moveEntries(queueOf(store), 'upcoming', new Set([fifth.key]), { key: second.key, placement: 'before' }),
    );
    store.addToQueue(tracks(6));

    store.changeQueue(restoreEntries(queueOf(store), before, keys));
    expect(ids(queueOf(store).order)).toEqual([1, 5, 2, 3, 4, 6]);
  });

  it('keeps the position on the cued entry when the player moved on before the Undo', () => {
    const store = new PlayerStore();
    store.playQueue({ tracks: tracks(1, 2, 3, 4), startIndex: 0 });
    const before = queueOf(store);
    const second = before.order[1];
    if (!second) throw new Error('the queue has four entries');
    const keys = new Set([second.key]);
    store.changeQueue(removeEntries(before, keys));
    store.next();
    expect(queueOf(store).cued?.track.id).toBe(3);

    store.changeQueue(restoreEntries(queueOf(store), before, keys));
    const restored = queueOf(store);
    expect(ids(restored.order)).toEqual([1, 2, 3, 4]);
    expect(restored.order[restored.position]?.track.id).toBe(3);
    store.next();
    expect(queueOf(store).cued?.track.id).toBe(4);
  });

  it('adds nothing twice and restores nothing it was not asked to', () => {
    const store = new PlayerStore();
    store.playQueue({ tracks: tracks(1, 2, 3), startIndex: 0 });
    const before = queueOf(store);
    const restored = restoreEntries(before, before, new Set(before.order.map((entry) => entry.key)));
    expect(ids(restored.order)).toEqual([1, 2, 3]);
  });
});
