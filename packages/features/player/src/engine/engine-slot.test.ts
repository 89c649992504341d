import { describe, expect, it } from 'vitest';
import { PlayerStore } from '../store/player-store';
import type { PlayerTrack } from '../store/player-track';
import { engineFor, releaseEngine } from './engine-slot';
import { FakeMedia } from './fake-media';

const track = (id: number): PlayerTrack => ({
  id,
  name: `Track ${id}`,
  artists: [{ id: 1, name: 'Artist' }],
  src: `/t/${id}.wav`,
  durationMs: 10_000,
});

function setUp() {
  const media: FakeMedia[] = [];
  const store = new PlayerStore();
  const slot = engineFor(store, () => {
    const element = new FakeMedia();
    media.push(element);
    return element;
  });
  /** The element playing the cued track starts sounding. */
  const sound = () => media.find((element) => !element.paused)?.dispatchEvent(new Event('playing'));
  return { store, slot, media, sound };
}

describe('engineFor', () => {
  it('keeps a play that sounded before anyone listened, and tells the first listener', () => {
    const { store, slot, sound } = setUp();
    store.playQueue({ tracks: [track(1), track(2)] });
    sound();
    const heard: number[] = [];
    slot.listen((entry) => heard.push(entry.track.id));
    expect(heard).toEqual([1]);
  });

  it('tells a listener each play as it sounds, and keeps those that sound after it left for the next', () => {
    const { store, slot, sound } = setUp();
    const first: number[] = [];
    const stop = slot.listen((entry) => first.push(entry.track.id));
    store.playQueue({ tracks: [track(1), track(2)] });
    sound();
    expect(first).toEqual([1]);

    stop();
    store.next();
    sound();
    expect(first).toEqual([1]);
    const next: number[] = [];
    slot.listen((entry) => next.push(entry.track.id));
    expect(next).toEqual([2]);
  });

  it('gives every caller the same engine for a store until it is released, which stops its sound', () => {
    const { store, slot, media } = setUp();
    expect(engineFor(store)).toBe(slot);
    store.playQueue({ tracks: [track(1)] });
    expect(media.some((element) => !element.paused)).toBe(true);

    releaseEngine(store);
    expect(media.every((element) => element.paused)).toBe(true);
    expect(engineFor(store, () => new FakeMedia())).not.toBe(slot);
    releaseEngine(store);
  });
});
