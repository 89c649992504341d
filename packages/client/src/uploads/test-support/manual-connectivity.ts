import type { Connectivity } from '../ports';

/** Connectivity the test switches on and off, as the browser's `online` and `offline` events would. */
export class ManualConnectivity implements Connectivity {
  #online = true;
  #waiting: Array<() => void> = [];

  isOnline(): boolean {
    return this.#online;
  }

  whenOnline(signal: AbortSignal): Promise<void> {
    if (this.#online) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.#waiting.push(resolve);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  }

  /** Whether an upload is waiting for the connection. */
  get hasWaiters(): boolean {
    return this.#waiting.length > 0;
  }

  goOffline(): void {
    this.#online = false;
  }

  goOnline(): void {
    this.#online = true;
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const resolve of waiting) resolve();
  }
}
