import { parseCookies } from './parse-cookies';
import { type CookieOptions, serializeCookie } from './serialize-cookie';

/** Reads and writes cookies through a `document`-like object. */
export interface CookieJar {
  get(name: string): string | undefined;
  /** Writes a cookie; lifetime 7 days and path `/` unless told otherwise. */
  set(name: string, value: string, options?: CookieOptions): void;
  /** Expires a cookie; pass the same `path` and `domain` it was written with. */
  remove(name: string, options?: Omit<CookieOptions, 'days'>): void;
}

/** Binds the cookie rules to a document (`globalThis.document` in the browser). */
export function createCookieJar(doc: { cookie: string }): CookieJar {
  return {
    get: (name) => parseCookies(doc.cookie)[name],
    set: (name, value, options) => {
      doc.cookie = serializeCookie(name, value, options);
    },
    remove: (name, options) => {
      doc.cookie = serializeCookie(name, '', { ...options, days: 0 });
    },
  };
}
