export { COOKIE_NOTICE_MESSAGE, CookieNotice, type CookieNoticeProps } from './CookieNotice';
export { cookieNoticeVariants } from './cookie-notice.variants';
export {
  COOKIE_NOTICE_COOKIE,
  COOKIE_NOTICE_REMEMBER_DAYS,
  type CookieJar,
  hasAcceptedCookieNotice,
  rememberCookieNoticeAccepted,
} from './cookie-notice-consent';
