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

  describe('loudness levelling', () => {
    const db = (gain: number) => 10 ** (gain / 20);
    const levelled = (id: number, trackGainDb: number, albumGainDb: number | null = null): PlayerTrack => ({
      ...track(id),
      replayGain: { trackGainDb, trackPeak: 0.5, albumGainDb, albumPeak: 0.5 },
    });

    it('plays each track at its own level, and the preloaded next track at its own', () => {
      const { store, first, second } = setUp();
      store.playQueue({ tracks: [levelled(1, -6), levelled(2, -12), track(3)] });
      expect(first.volume).toBeCloseTo(db(-6), 6);
      expect(second.src).toBe('/t/2.wav');
      expect(second.volume).toBeCloseTo(db(-12), 6);
      store.setVolume(0.5);
      expect(first.volume).toBeCloseTo(0.5 * db(-6), 6);
      expect(second.volume).toBeCloseTo(0.5 * db(-12), 6);
    });

    it('changes level exactly at a gapless join, leaving the outgoing track’s level alone', async () => {
      const { store, first, second, sounding } = setUp();
      store.playQueue({ tracks: [levelled(1, -6), levelled(2, -12), track(3)] });
      first.setDuration(10);
      first.advanceTo(10 - GAPLESS_LEAD_MS / 1000 / 2);
      await vi.advanceTimersByTimeAsync(10);
      expect(sounding()).toEqual(['/t/1.wav', '/t/2.wav']);
      // The last frames of the first track play out at its level while the second starts at its own.
      expect(first.volume).toBeCloseTo(db(-6), 6);
      expect(second.volume).toBeCloseTo(db(-12), 6);
      await vi.advanceTimersByTimeAsync(200);
      expect(sounding()).toEqual(['/t/2.wav']);
      expect(second.volume).toBeCloseTo(db(-12), 6);
      // The element freed by the join preloads the third track, which has no gain: it sounds as it is.
      expect(first.src).toBe('/t/3.wav');
      expect(first.volume).toBe(1);
    });

    it('crossfades from one level to the other', async () => {
      const { store, first, second } = setUp();
      store.setCrossfade(4_000);
      store.playQueue({ tracks: [levelled(1, -6), levelled(2, -12)] });
      first.setDuration(10);
      first.advanceTo(6.1);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(first.volume).toBeCloseTo(0.5 * db(-6), 1);
      expect(second.volume).toBeCloseTo(0.5 * db(-12), 1);
      await vi.advanceTimersByTimeAsync(2_100);
      expect(first.paused).toBe(true);
      expect(second.volume).toBeCloseTo(db(-12), 6);
    });

    it('re-levels the playing track at once when the listener changes the mode', () => {
      const { store, first, second } = setUp();
      store.playQueue({ tracks: [levelled(1, -6, -3), levelled(2, -12)] });
      store.setLoudnessMode('album');
      expect(first.volume).toBeCloseTo(db(-3), 6);
      // A track without an album gain keeps its track gain in album mode.
      expect(second.volume).toBeCloseTo(db(-12), 6);
      store.setLoudnessMode('off');
      expect(first.volume).toBe(1);
      expect(second.volume).toBe(1);
      store.setLoudnessMode('track');
      expect(first.volume).toBeCloseTo(db(-6), 6);
    });

    it('raises a quiet track only as far as the listener’s volume leaves room', () => {
      const { store, first } = setUp();
      store.playQueue({ tracks: [levelled(1, 6)] });
      expect(first.volume).toBe(1);
      store.setVolume(0.25);
      expect(first.volume).toBeCloseTo(0.25 * db(6), 6);
    });
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
