/** The cookie that remembers the visitor accepted the cookie notice. */
export const COOKIE_NOTICE_COOKIE = 'cookie-notice-accepted';
/** How long an acceptance is remembered (doc 000 §9). */
export const COOKIE_NOTICE_ACCEPTANCE_DAYS = 30;

/** Everything the cookie notice depends on. */
export interface CookieNoticeInput {
  /** `settings.cookie_notice.enable`. */
  enabled: boolean | null | undefined;
  /** `bootstrapData.show_cookie_notice`. */
  showCookieNotice: boolean | null | undefined;
  /** The value of {@link COOKIE_NOTICE_COOKIE}, if set. */
  acceptedCookie: string | null | undefined;
}

/**
 * Whether the cookie notice shows (doc 000 §4): only when enabled, when the bootstrap data does not say to hide
 * it, and until the visitor accepted it.
 */
export function shouldShowCookieNotice(input: CookieNoticeInput): boolean {
  return input.enabled === true && input.showCookieNotice !== false && !input.acceptedCookie;
}
