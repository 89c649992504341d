import type { Connectivity } from './ports';

/** Reads `navigator.onLine` and waits for the window's `online` event; outside a browser it is always online. */
export function browserConnectivity(target: Window | undefined = globalThis.window): Connectivity {
  return {
    isOnline: () => target?.navigator.onLine ?? true,
    whenOnline(signal) {
      if (target === undefined || target.navigator.onLine) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const onOnline = () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        };
        const onAbort = () => {
          target.removeEventListener('online', onOnline);
          reject(signal.reason);
        };
        if (signal.aborted) {
          reject(signal.reason);
          return;
        }
        target.addEventListener('online', onOnline, { once: true });
        signal.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}
