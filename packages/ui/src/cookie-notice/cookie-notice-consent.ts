/** The cookie that records that the visitor accepted the cookie notice. */
// The same name the product's cookie rules use, so the kit's default and the app agree.
export const COOKIE_NOTICE_COOKIE = 'cookie-notice-accepted';
/** Acceptance of the cookie notice is remembered for 30 days. */
export const COOKIE_NOTICE_REMEMBER_DAYS = 30;

const SECONDS_PER_DAY = 24 * 60 * 60;

/** Where cookies are read and written: `document` in a browser, a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

/** Records the acceptance for 30 days, for the whole site. */
export function rememberCookieNoticeAccepted(jar: CookieJar = document): void {
  const maxAge = COOKIE_NOTICE_REMEMBER_DAYS * SECONDS_PER_DAY;
  jar.cookie = `${COOKIE_NOTICE_COOKIE}=1; max-age=${maxAge}; path=/; SameSite=Lax`;
}

/** Whether the visitor accepted the notice in the last 30 days. */
export function hasAcceptedCookieNotice(jar: CookieJar = document): boolean {
  return jar.cookie.split(';').some((pair) => pair.trim().startsWith(`${COOKIE_NOTICE_COOKIE}=`));
}
