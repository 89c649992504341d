import { DEFAULT_LOUDNESS_MODE, type LoudnessMode } from '@tonearm/client/rules';
import type { PlayerStorage } from './persistence';
import { loadPlayer, savePlayer } from './persistence';
import type { PlayerTrack, QueueEntry } from './player-track';
import * as queue from './queue';
import { EMPTY_QUEUE, mathRandomInt, type QueueState, type RandomInt, type RepeatMode } from './queue';

/** The longest crossfade a listener can choose. */
export const MAX_CROSSFADE_MS = 12_000;

/** A press of Previous this far into a track starts it again instead of going back. */
export const RESTART_THRESHOLD_MS = 3_000;

/** How far the seek shortcuts and the seek actions of the Media Session move by default. */
export const SEEK_STEP_MS = 10_000;

/** The playing position is saved at most this often; pauses and track changes save at once. */
const POSITION_SAVE_INTERVAL_MS = 5_000;

/** The player's whole state: the queue plus playback and sound. */
export interface PlayerState {
  queue: QueueState;
  /** Whether the listener wants sound (the engine may still be buffering: see `buffering`). */
  playing: boolean;
  buffering: boolean;
  positionMs: number;
  /** The cued track's duration as the media reports it, else as the track says. */
  durationMs: number;
  volume: number;
  muted: boolean;
  crossfadeMs: number;
  /** How loudness is levelled between tracks by their ReplayGain: not at all, per track or per album. */
  loudnessMode: LoudnessMode;
  /** Bumped by a seek the listener asked for, so the engine moves the media. */
  seekRequest: { positionMs: number; count: number };
  /** Whether more tracks are being fetched for a queue that ran out. */
  loadingMore: boolean;
  /** Whether a queue that ran out goes on with tracks like its last one (its radio), as the listener chose. */
  autoplay: boolean;
  /** The last playback failure, shown in the bar. */
  error: string | null;
}

export type LoadMoreTracks = (queueId: string, lastTrackId: number) => Promise<PlayerTrack[]>;

export interface PlayerStoreOptions {
  /** Where the queue is kept between visits; nothing is kept without one. */
  storage?: PlayerStorage | null;
  /** @default Math.random */
  random?: RandomInt;
  /** The clock used to space position saves. @default Date.now */
  now?: () => number;
  /** The volume, 0 to 1, of a listener who never chose one (the site's default volume). @default 1 */
  defaultVolume?: number;
}

const clampVolume = (volume: number) => Math.max(0, Math.min(1, volume));

/**
 * The player's state and every change to it, as a plain class read through `useSyncExternalStore`, so the queue
 * rules are testable without React and the engine reacts in the same task as the click that started playback.
 */
export class PlayerStore {
  private state: PlayerState;
  private readonly listeners = new Set<() => void>();
  private readonly storage: PlayerStorage | null;
  private readonly random: RandomInt;
  private readonly now: () => number;
  private lastPositionSave = 0;
  private loadMore: LoadMoreTracks | null = null;
  /** Whether the listener set the volume; until then it follows the site's default. */
  private volumeChosen: boolean;

  constructor({
    storage = null,
    random = mathRandomInt,
    now = Date.now,
    defaultVolume = 1,
  }: PlayerStoreOptions = {}) {
    this.storage = storage;
    this.random = random;
    this.now = now;
    const saved = storage ? loadPlayer(storage) : null;
    this.volumeChosen = saved?.volume !== undefined;
    this.state = {
      queue: saved?.queue ?? EMPTY_QUEUE,
      // Never playing after a reload: browsers refuse sound before a gesture, and a surprise is worse.
      playing: false,
      buffering: false,
      positionMs: saved?.positionMs ?? 0,
      durationMs: saved?.queue.cued?.track.durationMs ?? 0,
      volume: saved?.volume ?? clampVolume(defaultVolume),
      muted: saved?.muted ?? false,
      crossfadeMs: saved?.crossfadeMs ?? 0,
      loudnessMode: saved?.loudnessMode ?? DEFAULT_LOUDNESS_MODE,
      seekRequest: { positionMs: saved?.positionMs ?? 0, count: 0 },
      loadingMore: false,
      autoplay: saved?.autoplay ?? true,
      error: null,
    };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): PlayerState => this.state;

  /** Where more tracks come from when the queue runs out (the page that started it knows how to page). */
  setLoadMoreTracks(loadMore: LoadMoreTracks | null): void {
    this.loadMore = loadMore;
  }

  private set(next: Partial<PlayerState>, { save = true } = {}): void {
    const previous = this.state;
    this.state = { ...previous, ...next };
    if (save) this.save();
    for (const listener of this.listeners) listener();
  }

  private save(): void {
    if (!this.storage) return;
    this.lastPositionSave = this.now();
    const { queue: q, positionMs, volume, muted, crossfadeMs, autoplay, loudnessMode } = this.state;
    savePlayer(this.storage, {
      queue: q,
      positionMs,
      // A volume never chosen is not kept, so the site's default still applies at the next visit.
      volume: this.volumeChosen ? volume : undefined,
      muted,
      crossfadeMs,
      autoplay,
      loudnessMode,
    });
  }

  private cueFrom(next: QueueState | null, { play }: { play: boolean }): void {
    if (!next) return;
    const duration = next.cued?.track.durationMs ?? 0;
    this.set({
      queue: next,
      playing: play && next.cued !== null,
      positionMs: 0,
      durationMs: duration,
      seekRequest: { positionMs: 0, count: this.state.seekRequest.count },
      error: null,
    });
  }

  playQueue(input: { tracks: PlayerTrack[]; startIndex?: number; queueId?: string }): void {
    if (input.tracks.length === 0) return;
    this.cueFrom(queue.playQueue(this.state.queue, input, this.random), { play: true });
  }

  /** Replaces the queue like `playQueue` but leaves the track cued and paused, waiting for a press of play. */
  cueQueue(input: { tracks: PlayerTrack[]; startIndex?: number; queueId?: string }): void {
    if (input.tracks.length === 0) return;
    this.cueFrom(queue.playQueue(this.state.queue, input, this.random), { play: false });
  }

  playNext(tracks: PlayerTrack[]): void {
    const wasEmpty = this.state.queue.cued === null;
    const next = queue.playNext(this.state.queue, tracks);
    if (wasEmpty) this.cueFrom(next, { play: true });
    else this.set({ queue: next });
  }

  addToQueue(tracks: PlayerTrack[]): void {
    const wasEmpty = this.state.queue.cued === null;
    const next = queue.addToQueue(this.state.queue, tracks);
    if (wasEmpty) this.cueFrom(next, { play: true });
    else this.set({ queue: next });
  }

  play(): void {
    if (this.state.queue.cued) this.set({ playing: true, error: null });
  }

  pause(): void {
    this.set({ playing: false });
  }

  togglePlay(): void {
    if (this.state.playing) this.pause();
    else this.play();
  }

  /**
   * Goes to the next entry. `ended` says the track finished by itself: then repeat one replays it, and an
   * exhausted queue asks for more tracks before it stops.
   */
  next({ ended = false }: { ended?: boolean } = {}): void {
    const following = queue.upcoming(this.state.queue, { ended });
    if (following) {
      this.cueFrom(following, { play: ended || this.state.playing });
      return;
    }
    if (ended) void this.continueWithMore();
  }

  /** What `next({ ended: true })` would cue, without cueing it: the engine preloads it for a gapless start. */
  peekNext(): QueueEntry | null {
    return queue.upcoming(this.state.queue, { ended: true })?.cued ?? null;
  }

  private stopAtEnd(): void {
    this.set({ playing: false, loadingMore: false, positionMs: 0, seekRequest: this.seekTo(0) });
  }

  /** A queue that ran out goes on with what `loadMore` finds after its last track, unless autoplay is off. */
  private async continueWithMore(): Promise<void> {
    const { queueId, cued, original } = this.state.queue;
    if (!this.loadMore || !this.state.autoplay || !cued || this.state.loadingMore) {
      this.stopAtEnd();
      return;
    }
    this.set({ loadingMore: true }, { save: false });
    try {
      const more = await this.loadMore(queueId ?? '', cued.track.id);
      // The listener may have started something else meanwhile.
      if (this.state.queue.original !== original) {
        this.set({ loadingMore: false }, { save: false });
        return;
      }
      if (more.length === 0) {
        this.stopAtEnd();
        return;
      }
      this.set({ queue: queue.addToQueue(this.state.queue, more), loadingMore: false });
      this.cueFrom(queue.upcoming(this.state.queue, { ended: false }), { play: true });
    } catch {
      this.set({ playing: false, loadingMore: false });
    }
  }

  /** Turns the radio that follows an ended queue on or off. */
  setAutoplay(autoplay: boolean): void {
    this.set({ autoplay });
  }

  /** Goes back a track, or to the start of this one when it has played a few seconds. */
  previous(): void {
    if (this.state.positionMs > RESTART_THRESHOLD_MS || !queue.previous(this.state.queue)) {
      this.seek(0);
      return;
    }
    this.cueFrom(queue.previous(this.state.queue), { play: this.state.playing });
  }

  private seekTo(positionMs: number): PlayerState['seekRequest'] {
    return { positionMs, count: this.state.seekRequest.count + 1 };
  }

  seek(positionMs: number): void {
    const clamped = Math.max(0, Math.min(positionMs, this.state.durationMs || positionMs));
    this.set({ positionMs: clamped, seekRequest: this.seekTo(clamped) });
  }

  seekBy(deltaMs: number): void {
    this.seek(this.state.positionMs + deltaMs);
  }

  /**
   * Takes a queue one of the queue rules made from this one (`cueEntry`, `removeEntries`, `moveEntries` of
   * `queue.ts`): `cue` plays the entry it cued. The queue panel's edits go through here, so the rules it alone uses
   * load with it, not with every page.
   */
  changeQueue(next: QueueState, { cue = false }: { cue?: boolean } = {}): void {
    if (cue) this.cueFrom(next, { play: true });
    else this.set({ queue: next });
  }

  setShuffle(shuffle: boolean): void {
    this.set({ queue: queue.setShuffle(this.state.queue, shuffle, this.random) });
  }

  setRepeat(repeat: RepeatMode): void {
    this.set({ queue: { ...this.state.queue, repeat } });
  }

  /** Off, then all, then one, then off: the order of the repeat button. */
  cycleRepeat(): void {
    const next: Record<RepeatMode, RepeatMode> = { off: 'all', all: 'one', one: 'off' };
    this.setRepeat(next[this.state.queue.repeat]);
  }

  setVolume(volume: number): void {
    const clamped = clampVolume(volume);
    this.volumeChosen = true;
    this.set({ volume: clamped, muted: clamped === 0 ? this.state.muted : false });
  }

  /** Moves the volume to the site's default (0 to 1), unless the listener chose one. */
  followSiteVolume(volume: number): void {
    if (this.volumeChosen || this.state.volume === clampVolume(volume)) return;
    this.set({ volume: clampVolume(volume) });
  }

  toggleMute(): void {
    this.set({ muted: !this.state.muted });
  }

  setCrossfade(crossfadeMs: number): void {
    this.set({ crossfadeMs: Math.max(0, Math.min(MAX_CROSSFADE_MS, Math.round(crossfadeMs))) });
  }

  setLoudnessMode(loudnessMode: LoudnessMode): void {
    this.set({ loudnessMode });
  }

  // Reports from the engine.

  /** The media's playing position; saved now and then so a reload resumes near it. */
  reportPosition(positionMs: number, durationMs?: number): void {
    const due = this.now() - this.lastPositionSave >= POSITION_SAVE_INTERVAL_MS;
    this.set(
      { positionMs, ...(durationMs && Number.isFinite(durationMs) ? { durationMs } : {}) },
      { save: due },
    );
  }

  reportBuffering(buffering: boolean): void {
    if (buffering !== this.state.buffering) this.set({ buffering }, { save: false });
  }

  /** The media refused to play: autoplay blocked or the file failed. */
  reportError(error: string | null, { stop = true }: { stop?: boolean } = {}): void {
    this.set({ error, ...(stop ? { playing: false, buffering: false } : {}) }, { save: false });
  }
}
