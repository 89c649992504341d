import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The visitor's IP address. Behind a reverse proxy (`TRUST_PROXY=1`) it is the first `X-Forwarded-For` entry;
 * otherwise that header is ignored, since anyone can send it.
 */
export function clientAddress(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** Whether the visitor reached the site over HTTPS, which decides the cookies' `Secure` flag. */
export function isSecureRequest(c: Context, trustProxy: boolean, appUrl: string | undefined): boolean {
  if (appUrl?.startsWith('https:')) return true;
  if (trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}
