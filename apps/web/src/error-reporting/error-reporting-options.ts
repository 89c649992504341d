/** The share of page loads whose performance is traced (doc 000 §9, doc 001: error tracing 0.2). */
export const TRACES_SAMPLE_RATE = 0.2;

/**
 * Errors the reporting service is not told of (doc 000 §8): a chunk that failed to load (a deploy replaced it, or
 * the network dropped; the app offers a reload), ResizeObserver loops (harmless, reported by browsers as errors),
 * errors thrown by browser extensions, and a share the listener cancelled.
 */
export const IGNORED_ERRORS: (string | RegExp)[] = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /ResizeObserver loop/i,
  /Share canceled/i,
  /AbortError: Share/i,
];

/** Scripts of browser extensions, whose errors are theirs, not the product's. */
export const EXTENSION_URLS: RegExp[] = [
  /^chrome-extension:\/\//i,
  /^moz-extension:\/\//i,
  /^safari-(web-)?extension:\/\//i,
];

/** The Sentry client's options for a DSN. */
export function errorReportingOptions(dsn: string) {
  return {
    dsn,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    ignoreErrors: IGNORED_ERRORS,
    denyUrls: EXTENSION_URLS,
  };
}
