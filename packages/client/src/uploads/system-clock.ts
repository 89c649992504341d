import type { UploadClock } from './ports';

/** The platform's clock and timers, looked up on every call so fake timers installed later are honoured. */
export const systemClock: UploadClock = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
