import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppServices } from '../app-context';
import { HttpError } from '../http/errors';

// Per started server: the origin it was first reached on, when APP_URL does not name it.
const firstReached = new WeakMap<AppServices, string>();

const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::', '[::]']);

function hostnameOf(host: string): string {
  return host.replace(/^\[|\]$/g, '').toLowerCase();
}

/**
 * The site's own origin, which mailed links and signed URLs are built on: `APP_URL` (required in production), or
 * else the origin the server was first reached on after it started, pinned from then on. With a specific `HOST`
 * configured, only a request naming that host can pin it. `null` while nothing has pinned it.
 */
export function siteOrigin(c: Context, services: AppServices): string | null {
  const configured = services.env.APP_URL;
  if (configured) return new URL(configured).origin;
  const pinned = firstReached.get(services);
  if (pinned) return pinned;
  const reached = new URL(c.req.url);
  const host = services.env.HOST ?? '';
  if (!WILDCARD_HOSTS.has(host) && hostnameOf(reached.hostname) !== hostnameOf(host)) return null;
  firstReached.set(services, reached.origin);
  return reached.origin;
}

/**
 * The address to put in a link that leaves the request (a mail, a signed upload URL): `APP_URL` with its path, or
 * the pinned origin. A request that came under another `Host` is refused, since that header is the sender's to
 * choose and a link built from it would hand a token to whoever owns that name.
 */
export function linkBase(c: Context, services: AppServices): string {
  const configured = services.env.APP_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const origin = siteOrigin(c, services);
  if (origin === null || origin !== new URL(c.req.url).origin) {
    throw new HttpError(
      422,
      origin === null
        ? 'This server makes links only for its own address, which APP_URL should name.'
        : `This server makes links only for its own address: open the site at ${origin}.`,
    );
  }
  return origin;
}

/** Pins the site's origin on the first request the server answers, before any link-making call can. */
export function pinSiteOrigin(services: AppServices) {
  return createMiddleware(async (c, next) => {
    if (!services.env.APP_URL && !firstReached.has(services)) siteOrigin(c, services);
    await next();
  });
}
