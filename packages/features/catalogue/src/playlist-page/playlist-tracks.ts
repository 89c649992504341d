import type { PlayerTrack } from '@tonearm/player';
import { isPlaceholderTrack, placeholderTrack } from '../track-list/placeholder-track';

/** Pages of tracks fetched at once while filling a whole playlist (before saving its order). */
export const PLAYLIST_PAGE_CONCURRENCY = 4;

/** The server side of a playlist's tracks: one page by number, and the two changes a listener makes. */
export interface PlaylistTracksPort {
  /** Tracks of page `page` (from 1) in the playlist's saved order. */
  loadPage(page: number): Promise<PlayerTrack[]>;
  /** Saves the order: every track id of the playlist once. */
  saveOrder(ids: number[]): Promise<void>;
  /** Takes tracks out of the playlist. */
  remove(ids: number[]): Promise<void>;
}

export interface PlaylistTracksInit {
  /** How many tracks the playlist holds. */
  total: number;
  /** Tracks per page, as the server pages them. */
  perPage: number;
  /** The first page, which came with the playlist. */
  firstPage: readonly PlayerTrack[];
}

interface Entry {
  /** The track's position in the saved order when the list was opened: where its page puts it. */
  slot: number;
  track: PlayerTrack;
}

/** The list with the entry at `from` moved to `to` (both clamped positions in the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/**
 * A playlist's tracks as its page shows them: every position exists from the start (placeholders until their page
 * arrives, so a 10,000-track list scrolls at once), pages load as their rows come into view, and moves and removals
 * show at once and are saved one after another, rolled back to the last saved list when the server refuses.
 * Because the order call names every track, a change first loads the pages still missing; until a change is saved
 * the server's order is the one the list was opened with, so pages always land in their slots.
 */
export class PlaylistTracks {
  private entries: Entry[];
  private saved: Entry[];
  private rows: PlayerTrack[] = [];
  private readonly pages = new Map<number, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly perPage: number;

  constructor(
    init: PlaylistTracksInit,
    private readonly port: PlaylistTracksPort,
  ) {
    this.perPage = Math.max(1, init.perPage);
    this.entries = Array.from({ length: Math.max(init.total, init.firstPage.length) }, (_, slot) => ({
      slot,
      track: init.firstPage[slot] ?? placeholderTrack(slot),
    }));
    if (init.firstPage.length > 0) this.pages.set(1, Promise.resolve());
    this.saved = this.entries;
    this.publish();
  }

  /** The rows in their current order; the same array until something changes. */
  getRows = (): readonly PlayerTrack[] => this.rows;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether every track has arrived. */
  isComplete(): boolean {
    return this.entries.every((entry) => !isPlaceholderTrack(entry.track));
  }

  /** Asks for the page of the row at `index` when it is still a placeholder. */
  need(index: number): void {
    const entry = this.entries[index];
    if (!entry || !isPlaceholderTrack(entry.track)) return;
    void this.loadPageOf(entry.slot).catch(() => undefined);
  }

  /** Loads every missing page, a few at a time. */
  async loadAll(): Promise<void> {
    const missing = [
      ...new Set(
        this.entries
          .filter((entry) => isPlaceholderTrack(entry.track))
          .map((entry) => this.pageOf(entry.slot)),
      ),
    ];
    const next = async (): Promise<void> => {
      const page = missing.shift();
      if (page === undefined) return;
      await this.loadPageOf((page - 1) * this.perPage);
      await next();
    };
    await Promise.all(Array.from({ length: PLAYLIST_PAGE_CONCURRENCY }, next));
  }

  /** Moves the row at `from` to `to` at once, then saves the whole order. */
  move(from: number, to: number): Promise<void> {
    if (from === to || !this.entries[from] || to < 0 || to >= this.entries.length) return Promise.resolve();
    this.entries = moveItem(this.entries, from, to);
    this.publish();
    return this.enqueue(async () => {
      await this.loadAll();
      const order = this.entries;
      await this.port.saveOrder(order.map((entry) => entry.track.id));
      this.saved = order;
    });
  }

  /** Takes the tracks out at once, then saves the removal. */
  remove(ids: readonly number[]): Promise<void> {
    const gone = new Set(ids);
    this.entries = this.entries.filter((entry) => !gone.has(entry.track.id));
    this.publish();
    return this.enqueue(async () => {
      await this.loadAll();
      for (let start = 0; start < ids.length; start += 500) {
        await this.port.remove(ids.slice(start, start + 500));
      }
      this.saved = this.saved.filter((entry) => !gone.has(entry.track.id));
    });
  }

  private enqueue(change: () => Promise<void>): Promise<void> {
    const run = this.queue.then(change).catch((error: unknown) => {
      this.entries = this.saved;
      this.publish();
      throw error;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private pageOf(slot: number): number {
    return Math.floor(slot / this.perPage) + 1;
  }

  private loadPageOf(slot: number): Promise<void> {
    const page = this.pageOf(slot);
    const known = this.pages.get(page);
    if (known) return known;
    const loading = this.port.loadPage(page).then(
      (tracks) => this.fill((page - 1) * this.perPage, tracks),
      (error: unknown) => {
        // A failed page may be asked for again when its rows come back into view.
        this.pages.delete(page);
        throw error;
      },
    );
    this.pages.set(page, loading);
    return loading;
  }

  private fill(firstSlot: number, tracks: readonly PlayerTrack[]): void {
    const arrived = (entries: Entry[]) =>
      entries.map((entry) => {
        const track = tracks[entry.slot - firstSlot];
        return track && isPlaceholderTrack(entry.track) ? { slot: entry.slot, track } : entry;
      });
    this.entries = arrived(this.entries);
    this.saved = arrived(this.saved);
    this.publish();
  }

  private publish(): void {
    this.rows = this.entries.map((entry) => entry.track);
    for (const listener of this.listeners) listener();
  }
}
