import type { TimerHandle, UploadClock } from './ports';

/** An upload request that makes no progress for this long is given up (doc 000 §9). */
export const UPLOAD_INACTIVITY_TIMEOUT_MS = 30_000;

/** Calls `onTimeout` once when `touch()` has not been called for `timeoutMs` since `start()`. */
export class InactivityTimeout {
  readonly #clock: UploadClock;
  readonly #timeoutMs: number;
  readonly #onTimeout: () => void;
  #timer: TimerHandle | undefined;

  constructor(clock: UploadClock, onTimeout: () => void, timeoutMs = UPLOAD_INACTIVITY_TIMEOUT_MS) {
    this.#clock = clock;
    this.#onTimeout = onTimeout;
    this.#timeoutMs = timeoutMs;
  }

  start(): void {
    this.touch();
  }

  /** Progress happened: the wait starts over. */
  touch(): void {
    this.stop();
    this.#timer = this.#clock.setTimeout(() => {
      this.#timer = undefined;
      this.#onTimeout();
    }, this.#timeoutMs);
  }

  stop(): void {
    if (this.#timer === undefined) return;
    this.#clock.clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
