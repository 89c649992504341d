import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE_CACHE, REVALIDATE_CACHE } from './static-files';

describe("the offline app's files", () => {
  it('has browsers check the service worker and the app shell on every use, so a new build takes over at once', () => {
    expect(cacheControlFor('/sw.js')).toBe(REVALIDATE_CACHE);
    expect(cacheControlFor('/app-shell.html')).toBe(REVALIDATE_CACHE);
  });

  it('lets browsers keep the hashed files the service worker keeps too', () => {
    expect(cacheControlFor('/assets/offline-lazy-BixAn16G.js')).toBe(IMMUTABLE_CACHE);
  });
});
