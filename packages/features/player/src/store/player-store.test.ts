import { describe, expect, it, vi } from 'vitest';
import { PLAYER_STORAGE_KEY, type PlayerStorage } from './persistence';
import { PlayerStore } from './player-store';
import type { PlayerTrack } from './player-track';
import { upcomingEntries } from './queue';
import { moveEntries, removeEntries } from './queue-edits';

function track(id: number): PlayerTrack {
  return {
    id,
    name: `Track ${id}`,
    artists: [{ id: 1, name: 'Artist' }],
    src: `/t/${id}.mp3`,
    durationMs: 180_000,
  };
}
const tracks = (...ids: number[]) => ids.map(track);

class MemoryStorage implements PlayerStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

// Always picks index 0: Fisher–Yates then rotates the list, a fixed yet non-identity shuffle.
const firstIndex = () => 0;
const cuedId = (store: PlayerStore) => store.getState().queue.cued?.track.id;
const orderIds = (store: PlayerStore) => store.getState().queue.order.map((entry) => entry.track.id);

describe('PlayerStore queue', () => {
  it('cues a queue without playing it, ready for the first press of play', () => {
    const store = new PlayerStore();
    store.cueQueue({ tracks: tracks(1, 2, 3), queueId: 'album:9' });
    expect(cuedId(store)).toBe(1);
    expect(store.getState()).toMatchObject({ playing: false, positionMs: 0, durationMs: 180_000 });
    store.togglePlay();
    expect(store.getState().playing).toBe(true);
  });

  it('plays a queue from the chosen track and walks it in order', () => {
    const store = new PlayerStore();
    store.playQueue({ tracks: tracks(1, 2, 3), startIndex: 1, queueId: 'album:9' });
    expect(cuedId(store)).toBe(2);
    expect(store.getState().playing).toBe(true);
    store.next();
    expect(cuedId(store)).toBe(3);
    store.previous();
    expect(cuedId(store)).toBe(2);
  });

  it('restarts the track instead of going back once it has played a few seconds', () => {
    const store = new PlayerStore();
    store.playQueue({ tracks: tracks(1, 2), startIndex: 1 });
    store.reportPosition(4_000);
    store.previous();
    expect(cuedId(store)).toBe(2);
    expect(store.getState().seekRequest.positionMs).toBe(0);
  });

  it('stops at the end of the queue when repeat is off', () => {
    const store = new PlayerStore();
    store.playQueue({ tracks: tracks(1, 2), startIndex: 1 });
    store.next({ ended: true });
    expect(cuedId(store)).toBe(2);
    expect(store.getState().playing).toBe(false);
  });

  it('wraps to the first track when repeating all, and replays the track when repeating one', () => {
    const store = new PlayerStore();
    store.playQueue({ tracks: tracks(1, 2), startIndex: 1 });
    store.setRepeat('all');
    store.next({ ended: true });
    expect(cuedId(store)).toBe(1);
    store.setRepeat('one');
    const before = store.getState().queue.cueCount;
    store.next({ ended: true });
    expect(cuedId(store)).toBe(1);
    expect(store.getState().queue.cueCount).toBe(before + 1);
    // The Next button still moves on in repeat one.
    store.next();
    expect(cuedId(store)).toBe(2);
  });

  it('cycles repeat through off, all and one', () => {
    const store = new PlayerStore();
    const seen = [store.getState().queue.repeat];
    for (let step = 0; step < 3; step += 1) {
      store.cycleRepeat();
      seen.push(store.getState().queue.repeat);
    }
    expect(seen).toEqual(['off', 'all', 'one', 'off']);
  });

  it('keeps the cued track first when shuffling and returns to the original order after', () => {
    const store = new PlayerStore({ random: firstIndex });
    store.playQueue({ tracks: tracks(1, 2, 3, 4, 5), startIndex: 2 });
    store.setShuffle(true);
    expect(orderIds(store)[0]).toBe(3);
    expect(orderIds(store)).not.toEqual([3, 1, 2, 4, 5]);
    expect([...orderIds(store)].sort()).toEqual([1, 2, 3, 4, 5]);
    store.next();
    const second = cuedId(store);
    store.setShuffle(false);
    expect(orderIds(store)).toEqual([1, 2, 3, 4, 5]);
    expect(cuedId(store)).toBe(second);
    store.next();
    expect(cuedId(store)).toBe((second ?? 0) + 1);
  });

  it('starts a shuffled queue with the chosen track', () => {
    const store = new PlayerStore({ random: firstIndex });
    store.setShuffle(true);
    store.playQueue({ tracks: tracks(1, 2, 3, 4), startIndex: 3 });
    expect(cuedId(store)).toBe(4);
    expect(orderIds(store)[0]).toBe(4);
  });

  it('plays the play-next lane before the rest of the queue, newest call first, each call in its order', () => {
    const store = new PlayerStore();
    store.playQueue({ tracks: tracks(1, 2, 3) });
    store.playNext(tracks(10, 11));
    store.playNext(tracks(20));
    store.addToQueue(tracks(30));
    const played = [cuedId(store)];
    for (let step = 0; step < 6; step += 1) {
      store.next();
      played.push(cuedId(store));
    }
    expect(played).toEqual([1, 20, 10, 11, 2, 3, 30]);
  });

  it('goes back from a lane track to the queue track it followed', () => {
    const store = new PlayerStore();
    store.playQueue({ tracks: tracks(1, 2) });
    store.playNext(tracks(10));
    store.next();
    expect(cuedId(store)).toBe(10);
    store.previous();
    expect(cuedId(store)).toBe(1);
    store.next();
    expect(cuedId(store)).toBe(2);
  });

  it('plays at once what is queued into an empty player', () => {
    const store = new PlayerStore();
    store.addToQueue(tracks(7, 8));
    expect(cuedId(store)).toBe(7);
    expect(store.getState().playing).toBe(true);
    store.next();
    expect(cuedId(store)).toBe(8);
  });

  it('moves upcoming entries before another one, as a reorder in the queue panel does', () => {
    const store = new PlayerStore();
    store.playQueue({ tracks: tracks(1, 2, 3, 4) });
    const [, second, , fourth] = store.getState().queue.order;
    store.changeQueue(
      moveEntries(store.getState().queue, 'upcoming', new Set([fourth?.key ?? '']), {
        key: second?.key ?? '',
        placement: 'before',
      }),
    );
    expect(orderIds(store)).toEqual([1, 4, 2, 3]);
    expect(store.getState().queue.original.map((entry) => entry.track.id)).toEqual([1, 4, 2, 3]);
  });

  it('loads more tracks when the queue ends and plays on', async () => {
    const store = new PlayerStore();
    const loadMore = vi.fn(async () => tracks(3, 4));
    store.setLoadMoreTracks(loadMore);
    store.playQueue({ tracks: tracks(1, 2), startIndex: 1, queueId: 'radio:1' });
    store.next({ ended: true });
    await vi.waitFor(() => expect(cuedId(store)).toBe(3));
    expect(loadMore).toHaveBeenCalledWith('radio:1', 2);
    expect(store.getState().playing).toBe(true);
  });

  it('stops at the end of the queue when the listener turned autoplay off', () => {
    const store = new PlayerStore();
    const loadMore = vi.fn(async () => tracks(3));
    store.setLoadMoreTracks(loadMore);
    store.setAutoplay(false);
    store.playQueue({ tracks: tracks(1, 2), startIndex: 1 });
    store.next({ ended: true });
    expect(loadMore).not.toHaveBeenCalled();
    expect(store.getState().playing).toBe(false);
  });

  it('continues a queue without an id too, and ignores tracks that arrive after another queue started', async () => {
    const store = new PlayerStore();
    let answer: (more: PlayerTrack[]) => void = () => undefined;
    store.setLoadMoreTracks(() => new Promise((resolve) => (answer = resolve)));
    store.playQueue({ tracks: tracks(1) });
    store.next({ ended: true });
    store.playQueue({ tracks: tracks(7, 8) });
    answer(tracks(3));
    await vi.waitFor(() => expect(store.getState().loadingMore).toBe(false));
    expect(orderIds(store)).toEqual([7, 8]);
  });

  it('clears what is still to come but keeps the cued track and the history', () => {
    const store = new PlayerStore();
    store.playQueue({ tracks: tracks(1, 2, 3, 4), startIndex: 1 });
    store.playNext(tracks(9));
    const { lane, queue: rest } = upcomingEntries(store.getState().queue);
    store.changeQueue(
      removeEntries(store.getState().queue, new Set([...lane, ...rest].map((entry) => entry.key))),
    );
    expect(orderIds(store)).toEqual([1, 2]);
    expect(store.getState().queue.lane).toEqual([]);
    expect(cuedId(store)).toBe(2);
    store.previous();
    expect(cuedId(store)).toBe(1);
  });
});

describe('PlayerStore persistence', () => {
  it('restores the queue, the cued track, its position and the sound after a reload, paused', () => {
    const storage = new MemoryStorage();
    const store = new PlayerStore({ storage, random: firstIndex });
    store.playQueue({ tracks: tracks(1, 2, 3), startIndex: 1, queueId: 'album:1' });
    store.setShuffle(true);
    store.playNext(tracks(9));
    store.setVolume(0.4);
    store.setRepeat('all');
    store.setCrossfade(4_000);
    store.setAutoplay(false);
    store.pause();
    store.reportPosition(61_000);
    store.pause();

    const restored = new PlayerStore({ storage });
    const { queue, positionMs, volume, crossfadeMs, playing, autoplay } = restored.getState();
    expect(autoplay).toBe(false);
    expect(queue.cued?.track.id).toBe(2);
    expect(queue.order.map((entry) => entry.track.id)).toEqual(orderIds(store));
    expect(queue.lane.map((entry) => entry.track.id)).toEqual([9]);
    expect(queue).toMatchObject({ shuffle: true, repeat: 'all', queueId: 'album:1' });
    expect({ positionMs, volume, crossfadeMs, playing }).toEqual({
      positionMs: 61_000,
      volume: 0.4,
      crossfadeMs: 4_000,
      playing: false,
    });
    restored.next();
    expect(cuedId(restored)).toBe(9);
  });

  it('starts a listener who never set the volume at the site’s default, and keeps following it until they do', () => {
    const storage = new MemoryStorage();
    const store = new PlayerStore({ storage, defaultVolume: 0.3 });
    expect(store.getState().volume).toBe(0.3);
    store.playQueue({ tracks: tracks(1), queueId: 'album:1' });
    // A visit after the operator changed the default starts at the new one.
    expect(new PlayerStore({ storage, defaultVolume: 0.6 }).getState().volume).toBe(0.6);
    store.followSiteVolume(0.5);
    expect(store.getState().volume).toBe(0.5);

    store.setVolume(0.8);
    store.followSiteVolume(0.2);
    expect(store.getState().volume).toBe(0.8);
    expect(new PlayerStore({ storage, defaultVolume: 0.3 }).getState().volume).toBe(0.8);
  });

  it('keeps the loudness levelling chosen and each track’s ReplayGain across a reload', () => {
    const storage = new MemoryStorage();
    const store = new PlayerStore({ storage });
    expect(store.getState().loudnessMode).toBe('track');
    const replayGain = { trackGainDb: -7, trackPeak: 0.9, albumGainDb: -5, albumPeak: null };
    store.playQueue({ tracks: [{ ...track(1), replayGain }] });
    store.setLoudnessMode('album');

    const restored = new PlayerStore({ storage });
    expect(restored.getState().loudnessMode).toBe('album');
    expect(restored.getState().queue.cued?.track.replayGain).toEqual(replayGain);
  });

  it('levels each track when the saved player predates loudness levelling', () => {
    const storage = new MemoryStorage();
    new PlayerStore({ storage }).playQueue({ tracks: tracks(1) });
    const saved = JSON.parse(storage.getItem(PLAYER_STORAGE_KEY) ?? '{}');
    delete saved.loudnessMode;
    storage.setItem(PLAYER_STORAGE_KEY, JSON.stringify(saved));
    const restored = new PlayerStore({ storage });
    expect(restored.getState().loudnessMode).toBe('track');
    expect(restored.getState().queue.cued?.track.id).toBe(1);
  });

  it('starts empty when the saved player is unreadable', () => {
    const storage = new MemoryStorage();
    storage.setItem(PLAYER_STORAGE_KEY, JSON.stringify({ version: 1, order: 'not a list' }));
    expect(new PlayerStore({ storage }).getState().queue.cued).toBeNull();
    storage.setItem(PLAYER_STORAGE_KEY, '{broken');
    expect(new PlayerStore({ storage }).getState().queue.cued).toBeNull();
  });
});
