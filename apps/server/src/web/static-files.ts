import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { createMiddleware } from 'hono/factory';
import { getMimeType } from 'hono/utils/mime';

/** Hashed build output never changes under the same name, so browsers may keep it for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Unhashed files (favicon, robots.txt) must be revalidated so a new build shows at once. */
export const REVALIDATE_CACHE = 'no-cache';

// Vite names build output `name-<hash>.ext`, with a hash of 8 or more URL-safe characters.
const HASHED_NAME = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i;

/** The cache policy of a built file. */
export function cacheControlFor(path: string): string {
  return path.startsWith('/assets/') || HASHED_NAME.test(path) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * Serves the files of the built web app. `index.html` is left to the SPA fallback (it carries the bootstrap data);
 * a missing file under `/assets/` is a 404 rather than the app's HTML posing as a script. Paths under
 * `apiPrefixes` are never files of the build, so API requests go on without looking at the disk.
 */
export function staticFiles(webDist: string, apiPrefixes: readonly string[]) {
  return createMiddleware(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (apiPrefixes.some((prefix) => c.req.path.startsWith(prefix))) return next();
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    if (path === '/' || path === '/index.html' || path.includes('\0')) return next();
    const root = normalize(webDist);
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep)) return next();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      if (path.startsWith('/assets/')) return c.text('Not found.', 404);
      return next();
    }
    const headers = {
      'Content-Type': getMimeType(file) ?? 'application/octet-stream',
      'Content-Length': String(info.size),
      'Cache-Control': cacheControlFor(path),
      'Last-Modified': info.mtime.toUTCString(),
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return c.body(body, 200, headers);
  });
}
