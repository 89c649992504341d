import type { PlayerStore } from '../store/player-store';
import type { QueueEntry } from '../store/player-track';
import { type CreateMedia, createAudioElement } from './media-port';
import { outputDeviceChoice, PlaybackEngine } from './playback-engine';

/**
 * A store's one playback engine, and who hears when a track starts sounding. Starts heard before anyone listens
 * (the first play, sounding before the player's bar has rendered and its play logger has loaded) wait for the
 * listener, so no play goes unlogged.
 */
export class EngineSlot {
  readonly engine: PlaybackEngine;
  #listener: ((entry: QueueEntry) => void) | null = null;
  readonly #unheard: QueueEntry[] = [];

  constructor(store: PlayerStore, createMedia: CreateMedia) {
    this.engine = new PlaybackEngine({
      store,
      createMedia,
      outputDevice: outputDeviceChoice,
      onPlayStarted: (entry) => {
        if (this.#listener) this.#listener(entry);
        else this.#unheard.push(entry);
      },
    });
  }

  /** Hears every track that starts sounding, first those that started unheard; returns the unsubscribe. */
  listen(listener: (entry: QueueEntry) => void): () => void {
    this.#listener = listener;
    for (const entry of this.#unheard.splice(0)) listener(entry);
    return () => {
      if (this.#listener === listener) this.#listener = null;
    };
  }
}

const slots = new WeakMap<PlayerStore, EngineSlot>();

/**
 * The engine playing `store`, made on first call. A play starts it at once, so the sound never waits for the
 * player's bar to render; the player root then takes the same engine.
 */
export function engineFor(store: PlayerStore, createMedia: CreateMedia = createAudioElement): EngineSlot {
  let slot = slots.get(store);
  if (!slot) {
    slot = new EngineSlot(store, createMedia);
    slots.set(store, slot);
  }
  return slot;
}

/** Stops the engine of `store` and forgets it: the next `engineFor` makes a new one. */
export function releaseEngine(store: PlayerStore): void {
  slots.get(store)?.engine.dispose();
  slots.delete(store);
}
