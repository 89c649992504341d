import { replayGainMultiplier } from '@tonearm/client/rules';
import { applyOutputDevice, type OutputDeviceChoice } from '../output-device/output-device';

// The page's output choice travels with the engine, so the player's first load fetches one chunk for both.
export { outputDeviceChoice } from '../output-device/output-device';

import type { PlayerState, PlayerStore } from '../store/player-store';
import type { QueueEntry } from '../store/player-track';
import type { CreateMedia, MediaLike } from './media-port';

/**
 * Without a crossfade the next track starts this long before the current one ends. A media element that has
 * buffered its track starts sounding a few milliseconds after `play()`; starting it that early closes the gap
 * `ended` would leave (it fires late, after the last frame has been heard).
 */
export const GAPLESS_LEAD_MS = 25;

/** The error a track that fails to load or decode reports, before translation. */
export const TRACK_FAILED = 'This track could not be played.';
/** The error reported when the browser refuses to start sound without a press, before translation. */
export const PLAYBACK_BLOCKED = 'Press play to start listening.';

/** How often the engine looks at the clock near a track's end, to start the next one on time. */
const END_WATCH_INTERVAL_MS = 10;

export interface PlaybackEngineOptions {
  store: PlayerStore;
  createMedia: CreateMedia;
  /** The output the listener chose (`''` for the default), followed as it changes. @default the default output */
  outputDevice?: Pick<OutputDeviceChoice, 'current' | 'subscribe'>;
  /** Called once each time a cued track starts sounding for the first time (one play logged per play). */
  onPlayStarted?: (entry: QueueEntry) => void;
  /** @default globalThis.setInterval */
  setInterval?: (callback: () => void, ms: number) => number;
  /** @default globalThis.clearInterval */
  clearInterval?: (id: number) => void;
}

interface Channel {
  media: MediaLike;
  /** The entry loaded in this element, and the cue it was loaded for (a replay is a new cue). */
  entry: QueueEntry | null;
  /** The fade multiplier applied on top of the listener's volume during a crossfade. */
  gain: number;
  /** Whether it is playing out the last frames of a track that has handed over. */
  retiring: boolean;
}

/**
 * Plays the store's cued track through one of two media elements while the other preloads what comes next. Near
 * the end of a track the preloaded element starts (crossfading when the listener chose a crossfade), so the next
 * track sounds without the gap of a fresh load. Streaming through media elements gives the quickest first sound;
 * the store stays the single source of truth and the engine only follows it and reports back.
 */
export class PlaybackEngine {
  private readonly store: PlayerStore;
  private readonly channels: [Channel, Channel];
  private active = 0;
  private cueCount = -1;
  private seekCount: number;
  private handedOff = false;
  private fade: { from: Channel; startedAt: number; durationMs: number } | null = null;
  private watchId: number | null = null;
  private loggedCue = -1;
  private readonly onPlayStarted: ((entry: QueueEntry) => void) | undefined;
  private readonly setIntervalFn: (callback: () => void, ms: number) => number;
  private readonly clearIntervalFn: (id: number) => void;
  private readonly cleanups: Array<() => void> = [];

  constructor({
    store,
    createMedia,
    onPlayStarted,
    setInterval,
    clearInterval,
    outputDevice,
  }: PlaybackEngineOptions) {
    this.store = store;
    this.onPlayStarted = onPlayStarted;
    this.setIntervalFn = setInterval ?? ((callback, ms) => Number(globalThis.setInterval(callback, ms)));
    this.clearIntervalFn = clearInterval ?? ((id) => globalThis.clearInterval(id));
    this.channels = [
      { media: createMedia(), entry: null, gain: 1, retiring: false },
      { media: createMedia(), entry: null, gain: 1, retiring: false },
    ];
    this.seekCount = store.getState().seekRequest.count;
    for (const channel of this.channels) this.listen(channel);
    if (outputDevice) {
      const route = (sinkId: string) =>
        applyOutputDevice(
          this.channels.map((channel) => channel.media),
          sinkId,
        );
      if (outputDevice.current) route(outputDevice.current);
      this.cleanups.push(outputDevice.subscribe(route));
    }
    this.cleanups.push(store.subscribe(() => this.sync()));
    this.sync({ restoring: true });
  }

  /** Stops sound and lets go of the store and the media. */
  dispose(): void {
    this.stopWatch();
    for (const cleanup of this.cleanups) cleanup();
    for (const channel of this.channels) {
      channel.media.pause();
      channel.media.removeAttribute('src');
    }
  }

  /** The element now playing the cued track (exposed for analysis in benchmarks). */
  get activeMedia(): MediaLike {
    return this.current.media;
  }

  private get current(): Channel {
    return this.channels[this.active] as Channel;
  }

  private get other(): Channel {
    return this.channels[1 - this.active] as Channel;
  }

  private listen(channel: Channel): void {
    const on = (type: string, handler: () => void) => {
      channel.media.addEventListener(type, handler);
      this.cleanups.push(() => channel.media.removeEventListener(type, handler));
    };
    const isCurrent = () => channel === this.current;
    on('timeupdate', () => {
      if (isCurrent()) this.reportPosition();
    });
    on('durationchange', () => {
      if (isCurrent()) this.reportPosition();
    });
    on('playing', () => {
      if (!isCurrent()) return;
      this.store.reportBuffering(false);
      this.notePlayStarted();
    });
    on('waiting', () => {
      if (isCurrent() && this.store.getState().playing) this.store.reportBuffering(true);
    });
    on('ended', () => {
      // The handoff normally happened already; `ended` is the fallback for tracks shorter than the lead.
      if (isCurrent() && !this.handedOff) this.handOff();
    });
    on('error', () => {
      if (isCurrent() && channel.entry) this.store.reportError(TRACK_FAILED);
    });
  }

  /** Logs the cued track's play the first time it sounds, once per cue. */
  private notePlayStarted(): void {
    const { cued, cueCount } = this.store.getState().queue;
    if (!cued || this.loggedCue === cueCount || this.current.media.paused) return;
    this.loggedCue = cueCount;
    this.onPlayStarted?.(cued);
  }

  private reportPosition(): void {
    const { media } = this.current;
    this.store.reportPosition(Math.round(media.currentTime * 1000), media.duration * 1000);
  }

  private syncing = false;
  private syncAgain = false;

  /** Follows the store; a report made while following (buffering) is handled after, not inside, this pass. */
  private sync({ restoring = false }: { restoring?: boolean } = {}): void {
    if (this.syncing) {
      this.syncAgain = true;
      return;
    }
    this.syncing = true;
    try {
      this.follow(restoring);
    } finally {
      this.syncing = false;
    }
    if (this.syncAgain) {
      this.syncAgain = false;
      this.sync();
    }
  }

  private follow(restoring: boolean): void {
    const state = this.store.getState();
    const { cued, cueCount } = state.queue;
    if (cueCount !== this.cueCount) {
      this.cueCount = cueCount;
      this.load(cued, restoring ? state.positionMs : 0, state);
    } else if (state.seekRequest.count !== this.seekCount) {
      this.seekCount = state.seekRequest.count;
      this.current.media.currentTime = state.seekRequest.positionMs / 1000;
      this.handedOff = false;
    }
    this.seekCount = state.seekRequest.count;
    this.applyVolume(state);
    this.applyPlaying(state);
    this.preloadNext();
  }

  private load(entry: QueueEntry | null, startMs: number, state: PlayerState): void {
    const previous = this.current;
    const handOffReady = this.handedOff && this.other.entry !== null && this.other.entry.key === entry?.key;
    this.handedOff = false;
    if (handOffReady) {
      // The preloaded element is already sounding (started by the handoff): it becomes the current one.
      this.active = 1 - this.active;
      if (state.crossfadeMs > 0) {
        this.fade = { from: previous, startedAt: Date.now(), durationMs: state.crossfadeMs };
        this.current.gain = 0;
      } else {
        // The last few milliseconds of the old track play out on their own.
        this.retire(previous, GAPLESS_LEAD_MS * 4);
      }
      this.notePlayStarted();
      return;
    }
    this.fade = null;
    const preloaded =
      this.other.entry !== null && entry !== null && this.other.entry.track.src === entry.track.src;
    if (preloaded) {
      this.active = 1 - this.active;
      previous.media.pause();
      previous.entry = null;
    }
    const channel = this.current;
    channel.gain = 1;
    channel.entry = entry;
    if (!entry) {
      channel.media.pause();
      channel.media.removeAttribute('src');
      return;
    }
    if (!preloaded || channel.media.src === '') channel.media.src = entry.track.src;
    channel.media.currentTime = startMs / 1000;
    if (state.playing) this.store.reportBuffering(true);
  }

  /** Pauses an element that has handed over, once its last frames have played. */
  private retire(channel: Channel, afterMs: number): void {
    channel.retiring = true;
    setTimeout(() => {
      channel.retiring = false;
      if (channel === this.current) return;
      channel.media.pause();
      channel.entry = null;
      this.preloadNext();
    }, afterMs);
  }

  /**
   * Each element sounds at the listener's volume times its fade times the loudness level of the track it holds, so
   * a join or a crossfade changes level exactly where the tracks change, and the outgoing track keeps its own. A
   * media element's volume cannot exceed 1: a track levelled up (a positive gain) is only raised as far as the
   * listener's volume leaves room, and not at all at full volume.
   */
  private applyVolume(state: PlayerState): void {
    const base = state.muted ? 0 : state.volume;
    for (const channel of this.channels) {
      const level = channel.entry
        ? replayGainMultiplier(state.loudnessMode, channel.entry.track.replayGain)
        : 1;
      channel.media.volume = Math.max(0, Math.min(1, base * channel.gain * level));
    }
  }

  private applyPlaying(state: PlayerState): void {
    const { media, entry } = this.current;
    if (!entry) {
      this.stopWatch();
      return;
    }
    if (state.playing) {
      if (media.paused) {
        media.play().catch((error: unknown) => {
          // A newer load interrupts the promise of an older one: not a failure.
          if (error instanceof DOMException && error.name === 'AbortError') return;
          this.store.reportError(
            error instanceof DOMException && error.name === 'NotAllowedError'
              ? PLAYBACK_BLOCKED
              : TRACK_FAILED,
          );
        });
      }
      if (this.fade?.from.media.paused) void this.fade.from.media.play().catch(() => undefined);
      this.startWatch();
    } else {
      media.pause();
      if (this.fade) this.fade.from.media.pause();
      this.stopWatch();
    }
  }

  private preloadNext(): void {
    const next = this.store.peekNext();
    const other = this.other;
    if (this.handedOff || this.fade || other.retiring || other.entry === next) return;
    if (other.entry && next && other.entry.key === next.key) return;
    if (!next) return;
    // A replay of the same track (repeat one) is preloaded like any other: two elements, one source.
    other.entry = next;
    other.gain = 1;
    this.applyVolume(this.store.getState());
    other.media.pause();
    other.media.preload = 'auto';
    if (other.media.src !== new URL(next.track.src, globalThis.location?.href ?? 'http://localhost/').href) {
      other.media.src = next.track.src;
    }
    other.media.currentTime = 0;
    other.media.load();
  }

  private startWatch(): void {
    if (this.watchId !== null) return;
    this.watchId = this.setIntervalFn(() => this.tick(), END_WATCH_INTERVAL_MS);
  }

  private stopWatch(): void {
    if (this.watchId === null) return;
    this.clearIntervalFn(this.watchId);
    this.watchId = null;
  }

  /** Near the end of the current track, starts the preloaded one; during a crossfade, moves the volumes. */
  private tick(): void {
    const state = this.store.getState();
    if (this.fade) {
      const progress = Math.min(1, (Date.now() - this.fade.startedAt) / this.fade.durationMs);
      this.current.gain = progress;
      this.fade.from.gain = 1 - progress;
      this.applyVolume(state);
      if (progress >= 1) {
        this.fade.from.media.pause();
        this.fade.from.entry = null;
        this.fade.from.gain = 1;
        this.fade = null;
        this.preloadNext();
      }
    }
    const { media } = this.current;
    if (this.handedOff || !Number.isFinite(media.duration) || media.duration <= 0 || media.paused) return;
    const remainingMs = (media.duration - media.currentTime) * 1000;
    const leadMs =
      state.crossfadeMs > 0 ? Math.min(state.crossfadeMs, (media.duration * 1000) / 2) : GAPLESS_LEAD_MS;
    // At the end of the queue nothing is preloaded: the track plays to its end and `ended` takes over.
    if (remainingMs <= leadMs && this.store.peekNext()) this.handOff();
  }

  private handOff(): void {
    const next = this.store.peekNext();
    const other = this.other;
    this.handedOff = true;
    if (next && other.entry?.key === next.key) {
      other.gain = this.store.getState().crossfadeMs > 0 ? 0 : 1;
      this.applyVolume(this.store.getState());
      other.media.currentTime = 0;
      void other.media.play().catch(() => undefined);
    }
    this.store.next({ ended: true });
  }
}
