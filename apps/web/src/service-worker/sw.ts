/// <reference lib="webworker" />
import { streamedTrackId } from '@tonearm/player/offline-cache';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { streamAnswer } from './kept-audio';
import { BOOTSTRAP_PATH, keepFromAnswer, keepFromCall, keepFromPage, lastBootstrap } from './last-bootstrap';

declare const self: ServiceWorkerGlobalScope;
/** The built app's files to keep, written in by the build (`build/service-worker.ts`). */
declare const __PRECACHE_ENTRIES__: PrecacheEntry[];
/** The built `index.html` without bootstrap data, kept as `app-shell.html` by the build. */
declare const __APP_SHELL__: string;

// A new worker takes over at once: the app's files are hashed, so pages already open keep loading their own.
self.skipWaiting();
clientsClaim();

cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE_ENTRIES__);

const SERVER_PATHS = [/^\/api\//, /^\/auth\//, /^\/secure\//, /^\/storage\//];

// Every page comes from the server, which inlines the visitor's bootstrap data; without a network the app shell
// opens instead, and the app asks for its bootstrap data, answered below from the last one seen.
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const page = await fetch(request);
        if (page.ok && page.headers.get('Content-Type')?.includes('text/html')) {
          (event as ExtendableEvent).waitUntil(keepFromPage(page.clone()));
        }
        return page;
      } catch {
        return (await matchPrecache(__APP_SHELL__)) ?? Response.error();
      }
    },
    { denylist: SERVER_PATHS },
  ),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === BOOTSTRAP_PATH,
  async ({ request, event }) => {
    try {
      const answer = await fetch(request);
      if (answer.ok) (event as ExtendableEvent).waitUntil(keepFromAnswer(answer.clone()));
      return answer;
    } catch (error) {
      const kept = await lastBootstrap();
      if (kept) return kept;
      throw error;
    }
  },
);

// Signing in or out, and connecting a social account, answer the new bootstrap data.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/(secure\/)?auth\//.test(url.pathname),
  async ({ request, event }) => {
    const answer = await fetch(request);
    if (answer.ok) (event as ExtendableEvent).waitUntil(keepFromCall(answer.clone()));
    return answer;
  },
  'POST',
);

registerRoute(
  ({ url }) => streamedTrackId(url, self.location.origin) !== null,
  ({ request, url }) => streamAnswer(request, streamedTrackId(url, self.location.origin) as number),
);

// Hashed files the precache leaves out (the admin area's), once fetched: a hashed name never changes.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'tonearm-files',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// The theme's fonts and the cover art seen lately, so kept tracks show theirs without a network; online, the
// next request refreshes what was shown.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && (request.destination === 'image' || url.pathname.startsWith('/fonts/')),
  new StaleWhileRevalidate({
    cacheName: 'tonearm-images-and-fonts',
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
