import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerStore } from '../store/player-store';
import type { PlayerTrack } from '../store/player-track';
import { FakeMedia } from './fake-media';
import { GAPLESS_LEAD_MS, PlaybackEngine } from './playback-engine';

function track(id: number): PlayerTrack {
  return {
    id,
    name: `Track ${id}`,
    artists: [{ id: 1, name: 'Artist' }],
    src: `/t/${id}.wav`,
    durationMs: 10_000,
  };
}

function setUp() {
  const media: FakeMedia[] = [];
  const store = new PlayerStore();
  const plays: number[] = [];
  const engine = new PlaybackEngine({
    store,
    createMedia: () => {
      const element = new FakeMedia();
      media.push(element);
      return element;
    },
    onPlayStarted: (entry) => plays.push(entry.track.id),
  });
  const [first, second] = media as [FakeMedia, FakeMedia];
  const sounding = () => media.filter((element) => !element.paused).map((element) => element.src);
  return { store, engine, first, second, plays, sounding };
}

describe('PlaybackEngine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('plays the cued track at once and preloads the next one in the other element', () => {
    const { store, first, second } = setUp();
    store.playQueue({ tracks: [track(1), track(2)] });
    expect(first.src).toBe('/t/1.wav');
    expect(first.paused).toBe(false);
    expect(second.src).toBe('/t/2.wav');
    expect(second.paused).toBe(true);
    expect(second.loads).toBe(1);
  });

  it('starts the preloaded track just before the current one ends, and logs one play per track', async () => {
    const { store, first, second, plays, sounding } = setUp();
    store.playQueue({ tracks: [track(1), track(2)] });
    first.setDuration(10);
    first.advanceTo(9.9);
    await vi.advanceTimersByTimeAsync(20);
    expect(sounding()).toEqual(['/t/1.wav']);
    first.advanceTo(10 - GAPLESS_LEAD_MS / 1000 / 2);
    await vi.advanceTimersByTimeAsync(10);
    // Both sound for the lead's few milliseconds: the old element plays out its last frames.
    expect(sounding()).toEqual(['/t/1.wav', '/t/2.wav']);
    expect(store.getState().queue.cued?.track.id).toBe(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(sounding()).toEqual(['/t/2.wav']);
    expect(second.currentTime).toBe(0);
    first.dispatchEvent(new Event('ended'));
    expect(store.getState().queue.cued?.track.id).toBe(2);
    expect(plays).toEqual([1, 2]);
  });

  it('crossfades over the chosen time, moving the volumes from one element to the other', async () => {
    const { store, first, second } = setUp();
    store.setCrossfade(4_000);
    store.playQueue({ tracks: [track(1), track(2)] });
    first.setDuration(10);
    first.advanceTo(5.5);
    await vi.advanceTimersByTimeAsync(10);
    expect(second.paused).toBe(true);
    first.advanceTo(6.1);
    await vi.advanceTimersByTimeAsync(10);
    expect(second.paused).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(first.volume).toBeCloseTo(0.5, 1);
    expect(second.volume).toBeCloseTo(0.5, 1);
    await vi.advanceTimersByTimeAsync(2_100);
    expect(first.paused).toBe(true);
    expect(second.volume).toBe(1);
  });

  it('follows pause, seek, volume and mute from the store', () => {
    const { store, first } = setUp();
    store.playQueue({ tracks: [track(1)] });
    first.setDuration(10);
    store.seek(4_000);
    expect(first.currentTime).toBe(4);
    store.setVolume(0.5);
    expect(first.volume).toBe(0.5);
    store.toggleMute();
    expect(first.volume).toBe(0);
    store.pause();
    expect(first.paused).toBe(true);
  });

  it('plays the track again in repeat one', async () => {
    const { store, first, second, sounding, plays } = setUp();
    store.setRepeat('one');
    store.playQueue({ tracks: [track(1), track(2)] });
    expect(second.src).toBe('/t/1.wav');
    first.setDuration(10);
    first.currentTime = 9.99;
    await vi.advanceTimersByTimeAsync(300);
    expect(sounding()).toEqual(['/t/1.wav']);
    expect(plays).toEqual([1, 1]);
  });

  it('says so when the browser refuses to play before a gesture', async () => {
    const { store, first } = setUp();
    first.failNextPlay = 'NotAllowedError';
    store.playQueue({ tracks: [track(1)] });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState()).toMatchObject({ playing: false, error: 'Press play to start listening.' });
  });

  it('resumes a restored track where it was, without playing', () => {
    const { store, first, engine } = setUp();
    store.playQueue({ tracks: [track(1)] });
    store.pause();
    store.reportPosition(42_000);
    engine.dispose();
    const media = new FakeMedia();
    const restored = new PlaybackEngine({ store, createMedia: () => media });
    expect(media.src).toBe('/t/1.wav');
    expect(media.currentTime).toBe(42);
    expect(media.paused).toBe(true);
    expect(first.src).toBe('');
    restored.dispose();
  });
});
