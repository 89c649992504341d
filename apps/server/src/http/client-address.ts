import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The entry of a comma-separated forwarding header (`X-Forwarded-For`, `X-Forwarded-Proto`) that the nearest
 * `hops` proxies vouch for: each appends what it saw on the right, so the one `hops` from the right is the last
 * written by a proxy of ours. Everything further left came from the sender, who can write anything there. With
 * fewer entries than hops, the leftmost there is.
 */
export function forwardedEntry(header: string | undefined, hops: number): string | null {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0 || hops < 1) return null;
  return entries[Math.max(0, entries.length - hops)] ?? null;
}

/**
 * The visitor's IP address. Behind `TRUST_PROXY` reverse proxies it is the `X-Forwarded-For` entry that many hops
 * from the right; otherwise that header is ignored, since anyone can send it.
 */
export function clientAddress(c: Context, trustProxyHops: number): string | null {
  const forwarded = forwardedEntry(c.req.header('x-forwarded-for'), trustProxyHops);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** Whether the visitor reached the site over HTTPS, which decides the cookies' `Secure` flag. */
export function isSecureRequest(c: Context, trustProxyHops: number, appUrl: string | undefined): boolean {
  if (appUrl?.startsWith('https:')) return true;
  if (forwardedEntry(c.req.header('x-forwarded-proto'), trustProxyHops) === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}
