/**
 * The page's local storage, or `null` where there is none or the browser refuses it: a frame on another site (an
 * embed) reading `localStorage` gets a SecurityError, which a `typeof` check does not catch.
 */
export function pageStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
