import type { MediaLike } from './media-port';

/** A media element that plays on command: tests move its clock and see what the engine asked of it. */
export class FakeMedia extends EventTarget implements MediaLike {
  src = '';
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  volume = 1;
  preload: MediaLike['preload'] = 'auto';
  loads = 0;
  /** Set to a DOMException name to make the next `play()` fail like a browser would. */
  failNextPlay: string | null = null;

  play(): Promise<void> {
    if (this.failNextPlay) {
      const name = this.failNextPlay;
      this.failNextPlay = null;
      return Promise.reject(new DOMException('refused', name));
    }
    this.paused = false;
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  }

  pause(): void {
    this.paused = true;
  }

  load(): void {
    this.loads += 1;
  }

  removeAttribute(): void {
    this.src = '';
  }

  /** The media knows its length, as after `loadedmetadata`. */
  setDuration(seconds: number): void {
    this.duration = seconds;
    this.dispatchEvent(new Event('durationchange'));
  }

  /** Moves the playing clock as a browser would, with a `timeupdate`. */
  advanceTo(seconds: number): void {
    this.currentTime = seconds;
    this.dispatchEvent(new Event('timeupdate'));
  }
}
