import type { TimerHandle, UploadClock } from '../ports';

/**
 * The platform clock (under the test's fake timers) that also tells the test which delays the engine is waiting on,
 * so a test advances time exactly when the engine sleeps.
 */
export class ObservedClock implements UploadClock {
  readonly #pending = new Map<TimerHandle, number>();
  #onSchedule: Array<() => void> = [];

  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    const handle = globalThis.setTimeout(() => {
      this.#pending.delete(handle);
      callback();
    }, delayMs);
    this.#pending.set(handle, delayMs);
    const waiting = this.#onSchedule;
    this.#onSchedule = [];
    for (const check of waiting) check();
    return handle;
  }

  clearTimeout(handle: TimerHandle): void {
    this.#pending.delete(handle);
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  }

  /** The delays of the timers waiting now. */
  pendingDelays(): number[] {
    return [...this.#pending.values()];
  }

  /** Resolves once a timer of exactly `delayMs` is waiting. */
  waitingFor(delayMs: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.pendingDelays().includes(delayMs)) resolve();
        else this.#onSchedule.push(check);
      };
      check();
    });
  }
}
