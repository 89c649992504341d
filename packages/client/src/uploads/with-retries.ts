import { throwIfAborted } from './abort-signals';
import type { Connectivity, UploadClock } from './ports';
import { decideRetry } from './retry-policy';

/** What a retry loop needs. */
export interface RetryLoopOptions {
  /** The wait before each retry; the loop gives up when they run out. */
  delays: readonly number[];
  signal: AbortSignal;
  clock: UploadClock;
  connectivity: Connectivity;
}

function sleep(clock: UploadClock, delayMs: number, signal: AbortSignal): Promise<void> {
  // A zero delay retries at once, without a trip through the timers.
  if (delayMs === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clock.clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = clock.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, delayMs);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `attempt` until it succeeds, following the retry table. An attempt that reports progress earns a fresh set
 * of retries, so a long upload over a flaky line is not failed by the sum of its hiccups. Aborts end the loop at
 * once.
 */
export async function withRetries<T>(
  attempt: (reportProgress: () => void) => Promise<T>,
  { delays, signal, clock, connectivity }: RetryLoopOptions,
): Promise<T> {
  let retriesMade = 0;
  for (;;) {
    throwIfAborted(signal);
    let progressed = false;
    try {
      return await attempt(() => {
        progressed = true;
      });
    } catch (error) {
      throwIfAborted(signal);
      if (progressed) retriesMade = 0;
      const decision = decideRetry(error, retriesMade, { online: connectivity.isOnline(), delays });
      if (decision.action === 'give-up') throw error;
      if (decision.action === 'wait-until-online') {
        await connectivity.whenOnline(signal);
      } else {
        retriesMade += 1;
        await sleep(clock, decision.delayMs, signal);
      }
    }
  }
}
