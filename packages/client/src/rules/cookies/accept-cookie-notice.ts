import type { CookieJar } from './cookie-jar';
import { COOKIE_NOTICE_ACCEPTANCE_DAYS, COOKIE_NOTICE_COOKIE } from './should-show-cookie-notice';

/** Remembers for 30 days that the visitor accepted the cookie notice. */
export function acceptCookieNotice(jar: CookieJar): void {
  jar.set(COOKIE_NOTICE_COOKIE, 'true', { days: COOKIE_NOTICE_ACCEPTANCE_DAYS });
}
