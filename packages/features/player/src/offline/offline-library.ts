import * as z from 'zod/mini';
import { trackSchema } from '../store/persistence';
import type { PlayerTrack } from '../store/player-track';
import { OFFLINE_AUDIO_CACHE, OFFLINE_TRACK_HEADER, offlineAudioKey, streamedTrackId } from './offline-cache';
import {
  DEFAULT_OFFLINE_BUDGET,
  keptBytes,
  type OfflineReason,
  type OfflineTrack,
  tracksToRemove,
} from './offline-policy';

/** Where the listener's budget is remembered. */
export const OFFLINE_BUDGET_KEY = 'tonearm.offline-budget';

/** What the library needs from the browser, so tests hand in their own. */
export interface OfflineLibraryPorts {
  caches: Pick<CacheStorage, 'open' | 'delete'>;
  fetch: (url: string) => Promise<Response>;
  /** The site's origin: only its own streams are kept. */
  origin: string;
  /** Where the budget is remembered; `null` keeps it for this page only. */
  settings: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The browser's own figures for the site's storage (`navigator.storage.estimate`). @default undefined */
  estimate?: () => Promise<StorageEstimate>;
  /** @default Date.now */
  now?: () => number;
}

/** The library as the panel and the menus read it. */
export interface OfflineSnapshot {
  /** `loading` until the kept tracks were read from the cache. */
  status: 'loading' | 'ready';
  /** The kept tracks, the latest first. */
  tracks: readonly OfflineTrack[];
  /** The ids of tracks being downloaded. */
  saving: readonly number[];
  /** The bytes the kept tracks take. */
  usedBytes: number;
  /** The listener's budget, in bytes. */
  budgetBytes: number;
  /** What the browser says the whole site uses and may use, when it says. */
  storage: { usage: number; quota: number } | null;
}

/** How keeping a track ended. */
export type OfflineSaveResult = 'kept' | 'over-budget' | 'failed';

const keptMetaSchema = z.object({
  track: trackSchema,
  reason: z.enum(['saved', 'recent']),
  bytes: z.number().check(z.nonnegative()),
  keptAt: z.number(),
});

function readMeta(answer: Response): OfflineTrack | null {
  const header = answer.headers.get(OFFLINE_TRACK_HEADER);
  if (!header) return null;
  try {
    const parsed = keptMetaSchema.safeParse(JSON.parse(decodeURIComponent(header)));
    return parsed.success ? (parsed.data as OfflineTrack) : null;
  } catch {
    return null;
  }
}

const latestFirst = (tracks: OfflineTrack[]) => tracks.sort((a, b) => b.keptAt - a.keptAt);

/**
 * The tracks kept for offline listening, in the Cache Storage cache the service worker answers audio from: the
 * ones the listener marked and the last ones played, within the listener's budget. A plain class read through
 * `useSyncExternalStore`.
 */
export class OfflineLibrary {
  readonly #ports: OfflineLibraryPorts;
  readonly #listeners = new Set<() => void>();
  #snapshot: OfflineSnapshot;
  #loading: Promise<void> | null = null;

  constructor(ports: OfflineLibraryPorts) {
    this.#ports = ports;
    const remembered = Number(ports.settings?.getItem(OFFLINE_BUDGET_KEY));
    this.#snapshot = {
      status: 'loading',
      tracks: [],
      saving: [],
      usedBytes: 0,
      budgetBytes: Number.isFinite(remembered) && remembered > 0 ? remembered : DEFAULT_OFFLINE_BUDGET,
      storage: null,
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): OfflineSnapshot => this.#snapshot;

  #set(change: Partial<OfflineSnapshot>) {
    this.#snapshot = { ...this.#snapshot, ...change };
    if (change.tracks) this.#snapshot.usedBytes = keptBytes(change.tracks);
    for (const listener of this.#listeners) listener();
  }

  /** Reads what is kept (once; later calls wait for the same reading). */
  load(): Promise<void> {
    this.#loading ??= this.#read();
    return this.#loading;
  }

  async #read() {
    const cache = await this.#ports.caches.open(OFFLINE_AUDIO_CACHE);
    const tracks: OfflineTrack[] = [];
    for (const request of await cache.keys()) {
      const answer = await cache.match(request);
      const kept = answer ? readMeta(answer) : null;
      // What this version cannot read is of no use to it.
      if (kept) tracks.push(kept);
      else await cache.delete(request);
    }
    this.#set({ status: 'ready', tracks: latestFirst(tracks) });
    await this.refreshEstimate();
  }

  /** Asks the browser again how much the site stores. */
  async refreshEstimate(): Promise<void> {
    const estimate = await this.#ports.estimate?.().catch(() => null);
    if (estimate?.usage !== undefined && estimate.quota !== undefined) {
      this.#set({ storage: { usage: estimate.usage, quota: estimate.quota } });
    }
  }

  /** Whether a track can be kept: it streams from the site itself. */
  canKeep(track: PlayerTrack): boolean {
    return streamedTrackId(new URL(track.src, this.#ports.origin), this.#ports.origin) === track.id;
  }

  /** Whether a track is kept, and why. */
  reasonFor(trackId: number): OfflineReason | null {
    return this.#snapshot.tracks.find((entry) => entry.track.id === trackId)?.reason ?? null;
  }

  /**
   * Downloads a track's audio and keeps it. A recent play of a track already kept changes nothing; marking a track
   * kept as a recent play keeps it for good, without downloading it again.
   */
  async keep(track: PlayerTrack, reason: OfflineReason): Promise<OfflineSaveResult> {
    await this.load();
    const current = this.reasonFor(track.id);
    if (current === 'saved' || (current === 'recent' && reason === 'recent')) return 'kept';
    if (this.#snapshot.saving.includes(track.id)) return 'kept';
    this.#set({ saving: [...this.#snapshot.saving, track.id] });
    try {
      const cache = await this.#ports.caches.open(OFFLINE_AUDIO_CACHE);
      const key = offlineAudioKey(track.id);
      let audio: Blob;
      let type: string;
      const already = current ? await cache.match(key) : undefined;
      if (already) {
        audio = await already.blob();
        type = already.headers.get('Content-Type') ?? '';
      } else {
        const answer = await this.#ports.fetch(track.src);
        if (!answer.ok) return 'failed';
        type = answer.headers.get('Content-Type') ?? track.mime ?? 'audio/mpeg';
        audio = await answer.blob();
      }
      const kept: OfflineTrack = {
        track,
        reason,
        bytes: audio.size,
        keptAt: (this.#ports.now ?? Date.now)(),
      };
      const removed = tracksToRemove(
        this.#snapshot.tracks,
        { id: track.id, bytes: kept.bytes, reason },
        this.#snapshot.budgetBytes,
      );
      if (!removed) return 'over-budget';
      for (const id of removed) await cache.delete(offlineAudioKey(id));
      await cache.put(
        key,
        new Response(audio, {
          headers: {
            'Content-Type': type,
            'Content-Length': String(audio.size),
            [OFFLINE_TRACK_HEADER]: encodeURIComponent(JSON.stringify(kept)),
          },
        }),
      );
      const gone = new Set([...removed, track.id]);
      this.#set({ tracks: [kept, ...this.#snapshot.tracks.filter((entry) => !gone.has(entry.track.id))] });
      return 'kept';
    } catch {
      return 'failed';
    } finally {
      this.#set({ saving: this.#snapshot.saving.filter((id) => id !== track.id) });
      void this.refreshEstimate();
    }
  }

  /** Stops keeping one track. */
  async remove(trackId: number): Promise<void> {
    await this.load();
    const cache = await this.#ports.caches.open(OFFLINE_AUDIO_CACHE);
    await cache.delete(offlineAudioKey(trackId));
    this.#set({ tracks: this.#snapshot.tracks.filter((entry) => entry.track.id !== trackId) });
    await this.refreshEstimate();
  }

  /** Stops keeping every track. */
  async clear(): Promise<void> {
    await this.load();
    await this.#ports.caches.delete(OFFLINE_AUDIO_CACHE);
    this.#set({ tracks: [] });
    await this.refreshEstimate();
  }

  /** Sets the budget; what is kept stays until it is cleared, and new tracks must fit. */
  setBudget(bytes: number): void {
    this.#ports.settings?.setItem(OFFLINE_BUDGET_KEY, String(bytes));
    this.#set({ budgetBytes: bytes });
  }
}
