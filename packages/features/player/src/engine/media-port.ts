/**
 * The part of `HTMLMediaElement` the engine drives. Tests hand it fake elements that play on command; the page
 * hands it two `<audio>` elements.
 */
export interface MediaLike extends EventTarget {
  src: string;
  currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  volume: number;
  preload: '' | 'none' | 'metadata' | 'auto';
  play(): Promise<void>;
  pause(): void;
  load(): void;
  removeAttribute(name: 'src'): void;
  /** Sends the sound to another output, where the browser allows it. */
  setSinkId?(sinkId: string): Promise<void>;
}

/** Makes the engine's two media elements. */
export type CreateMedia = () => MediaLike;

/** Two detached `<audio>` elements: enough to stream one track while the next one buffers. */
export const createAudioElement: CreateMedia = () => {
  const audio = new Audio();
  audio.preload = 'auto';
  return audio;
};
