/** How long a cookie lives unless told otherwise (doc 000 §9). */
export const DEFAULT_COOKIE_DAYS = 7;
/** The path cookies are set on unless told otherwise (doc 000 §9). */
export const DEFAULT_COOKIE_PATH = '/';

const SECONDS_PER_DAY = 24 * 60 * 60;
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Attributes of a cookie being written. */
export interface CookieOptions {
  /** Lifetime in days; `0` or less expires the cookie at once. @default 7 */
  days?: number;
  /** @default '/' */
  path?: string;
  domain?: string;
  /** @default 'Lax' */
  sameSite?: 'Strict' | 'Lax' | 'None';
  /** Sent over HTTPS only. Always on with `sameSite: 'None'`. @default false */
  secure?: boolean;
}

/**
 * The `document.cookie` / `Set-Cookie` string for one cookie. The value is percent-encoded; the lifetime is a
 * `Max-Age`, so the result does not depend on the clock. Throws `TypeError` for a name that is not a valid
 * cookie token.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`"${name}" is not a valid cookie name.`);
  const days = options.days ?? DEFAULT_COOKIE_DAYS;
  const sameSite = options.sameSite ?? 'Lax';
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.round(days * SECONDS_PER_DAY))}`,
    `Path=${options.path ?? DEFAULT_COOKIE_PATH}`,
  ];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  parts.push(`SameSite=${sameSite}`);
  if (options.secure || sameSite === 'None') parts.push('Secure');
  return parts.join('; ');
}
