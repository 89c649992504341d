import { describe, expect, it } from 'vitest';
import type { PlayerTrack } from '../store/player-track';
import { MemoryCaches } from './memory-caches';
import { OFFLINE_AUDIO_CACHE, OFFLINE_TRACK_HEADER, offlineAudioKey } from './offline-cache';
import { OFFLINE_BUDGET_KEY, OfflineLibrary } from './offline-library';
import { DEFAULT_OFFLINE_BUDGET } from './offline-policy';

const track = (id: number): PlayerTrack => ({
  id,
  name: `Track ${id}`,
  artists: [{ id: 1, name: 'Nora Vale' }],
  src: `/api/v1/tracks/${id}/stream?token=t${id}`,
  durationMs: 1000,
});

function setUp({ bytes = 100, status = 200 } = {}) {
  const caches = new MemoryCaches();
  const fetched: string[] = [];
  const settings = new Map<string, string>();
  let clock = 1000;
  const library = new OfflineLibrary({
    caches,
    origin: 'https://music.example',
    fetch: async (url) => {
      fetched.push(url);
      return new Response(new Uint8Array(bytes), { status, headers: { 'Content-Type': 'audio/wav' } });
    },
    settings: {
      getItem: (key) => settings.get(key) ?? null,
      setItem: (key, value) => settings.set(key, value),
    },
    estimate: async () => ({ usage: 5000, quota: 1_000_000 }),
    now: () => {
      clock += 1;
      return clock;
    },
  });
  return { caches, library, fetched, settings };
}

describe('OfflineLibrary', () => {
  it("keeps a marked track's audio under its id, described for the list", async () => {
    const { caches, library, fetched } = setUp();
    await expect(library.keep(track(7), 'saved')).resolves.toBe('kept');
    expect(fetched).toEqual(['/api/v1/tracks/7/stream?token=t7']);
    const audio = await (await caches.open(OFFLINE_AUDIO_CACHE)).match(offlineAudioKey(7));
    expect(audio?.headers.get('Content-Type')).toBe('audio/wav');
    expect((await audio?.arrayBuffer())?.byteLength).toBe(100);
    expect(audio?.headers.get(OFFLINE_TRACK_HEADER)).toBeTruthy();
    const snapshot = library.getSnapshot();
    expect(snapshot.tracks.map((kept) => [kept.track.id, kept.reason, kept.bytes])).toEqual([
      [7, 'saved', 100],
    ]);
    expect(snapshot.usedBytes).toBe(100);
    expect(snapshot.storage).toEqual({ usage: 5000, quota: 1_000_000 });
  });

  it('reads back what an earlier page kept', async () => {
    const { caches, library } = setUp();
    await library.keep(track(1), 'saved');
    await library.keep(track(2), 'recent');
    const later = new OfflineLibrary({ caches, fetch, origin: 'http://localhost', settings: null });
    await later.load();
    expect(later.getSnapshot().tracks.map((kept) => [kept.track.id, kept.reason])).toEqual([
      [2, 'recent'],
      [1, 'saved'],
    ]);
  });

  it('marks a recent play for good without downloading it again', async () => {
    const { library, fetched } = setUp();
    await library.keep(track(3), 'recent');
    await library.keep(track(3), 'saved');
    expect(fetched).toHaveLength(1);
    expect(library.reasonFor(3)).toBe('saved');
  });

  it('never turns a marked track back into a recent play', async () => {
    const { library, fetched } = setUp();
    await library.keep(track(3), 'saved');
    await library.keep(track(3), 'recent');
    expect(fetched).toHaveLength(1);
    expect(library.reasonFor(3)).toBe('saved');
  });

  it('refuses a track over the budget and keeps nothing of it', async () => {
    const { library } = setUp({ bytes: 300 });
    library.setBudget(200);
    await expect(library.keep(track(4), 'saved')).resolves.toBe('over-budget');
    expect(library.getSnapshot().tracks).toEqual([]);
  });

  it('says a refused download failed', async () => {
    const { library } = setUp({ status: 403 });
    await expect(library.keep(track(5), 'saved')).resolves.toBe('failed');
    expect(library.getSnapshot().saving).toEqual([]);
  });

  it('removes one track, or all of them', async () => {
    const { caches, library } = setUp();
    await library.keep(track(1), 'saved');
    await library.keep(track(2), 'saved');
    await library.remove(1);
    expect(library.getSnapshot().tracks.map((kept) => kept.track.id)).toEqual([2]);
    await library.clear();
    expect(library.getSnapshot()).toMatchObject({ tracks: [], usedBytes: 0 });
    expect(await (await caches.open(OFFLINE_AUDIO_CACHE)).keys()).toEqual([]);
  });

  it("keeps only the site's own streams", () => {
    const { library } = setUp();
    expect(library.canKeep(track(1))).toBe(true);
    expect(library.canKeep({ ...track(1), src: 'https://cdn.example/api/v1/tracks/1/stream' })).toBe(false);
    expect(library.canKeep({ ...track(1), src: '/api/v1/tracks/2/stream' })).toBe(false);
  });

  it('remembers the budget, 1 GB until the listener chooses', () => {
    const { library, settings } = setUp();
    expect(library.getSnapshot().budgetBytes).toBe(DEFAULT_OFFLINE_BUDGET);
    library.setBudget(512 * 1024 * 1024);
    expect(settings.get(OFFLINE_BUDGET_KEY)).toBe(String(512 * 1024 * 1024));
  });
});
