/** Search text reaches the server once typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Runs a function once calls have stopped for `delayMs`, with the arguments of the last call. `flush` runs a
 * waiting call at once (Enter in a search field); `cancel` drops it (the field unmounting).
 */
export class Debouncer<Args extends unknown[]> {
  #run: (...args: Args) => void;
  #delayMs: number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #args: Args | undefined;

  constructor(run: (...args: Args) => void, delayMs: number) {
    this.#run = run;
    this.#delayMs = delayMs;
  }

  /** Whether a call is waiting. */
  get isPending(): boolean {
    return this.#args !== undefined;
  }

  /** Waits `delayMs` from now, then runs with these arguments; an earlier waiting call is replaced. */
  schedule(...args: Args): void {
    this.#args = args;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.flush(), this.#delayMs);
  }

  /** Runs the waiting call now, if there is one. */
  flush(): void {
    const args = this.#args;
    this.cancel();
    if (args) this.#run(...args);
  }

  /** Drops the waiting call. */
  cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#args = undefined;
  }
}
