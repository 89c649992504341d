export { DEMO_LISTENER_ACCOUNT } from './account/demo-listener-account';
export { maskEmail, UNKNOWN_EMAIL_MASK } from './account/mask-email';
export {
  ALWAYS_CONFIRMED_ACTIONS,
  needsPasswordConfirmation,
  PASSWORD_CONFIRMATION_WINDOW_SECONDS,
  type PasswordConfirmationState,
  type SensitiveAction,
} from './account/needs-password-confirmation';
export {
  AD_SLOT_INITIAL_HEIGHT,
  AD_SLOT_MAX_FREE_HEIGHT,
  AD_SLOT_NAMES,
  AD_SLOT_SIZES,
  type AdSlotName,
  type AdSlotSize,
  adFrameHeight,
  adSnippetVersion,
  isAdSlotName,
} from './ads/ad-slots';
export { formatBytes } from './bytes/format-bytes';
export {
  isMusicServiceLink,
  isSpotifyPlaylistLink,
  PLAYLIST_LINK_MESSAGE,
  SUGGESTED_LINK_MESSAGE,
} from './contact/contact-links';
export { acceptCookieNotice } from './cookies/accept-cookie-notice';
export { type CookieJar, createCookieJar } from './cookies/cookie-jar';
export { parseCookies } from './cookies/parse-cookies';
export {
  type CookieOptions,
  DEFAULT_COOKIE_DAYS,
  DEFAULT_COOKIE_PATH,
  serializeCookie,
} from './cookies/serialize-cookie';
export {
  COOKIE_NOTICE_ACCEPTANCE_DAYS,
  COOKIE_NOTICE_COOKIE,
  type CookieNoticeInput,
  shouldShowCookieNotice,
} from './cookies/should-show-cookie-notice';
export { JUST_NOW_TEXT, type RelativeTimeOptions, relativeTime } from './dates/relative-time';
export {
  THEME_FONT_IDS,
  THEME_FONT_PATH,
  THEME_FONT_SUBSET_RANGES,
  THEME_FONTS,
  type ThemeFont,
  type ThemeFontSubset,
  themeFontByFamily,
  themeFontById,
  themeFontFaceCss,
  themeFontFileUrl,
  themeFontStack,
} from './fonts/theme-fonts';
export { formatMessage, type MessageValues } from './i18n/format-message';
export { type MessageFormOf, translateLine } from './i18n/translate-line';
export {
  DEFAULT_LIST_PER_PAGE,
  DEFAULT_LIST_QUERY,
  decodeListFilters,
  encodeListFilters,
  InvalidListFiltersError,
  LIST_FILTER_OPERATORS,
  LIST_PER_PAGE_OPTIONS,
  type ListDateRange,
  type ListFilter,
  type ListFilterOperator,
  type ListFilterValue,
  type ListOrderDir,
  type ListQuery,
  listFilterSchema,
  listFiltersSchema,
  listQueryFromSearchParams,
  listQueryToSearchParams,
} from './list-query/list-query';
export {
  isMenuItemVisible,
  type MenuItemConditions,
  type MenuViewer,
  SUBSCRIBED_MENU_STATUS,
} from './menus/is-menu-item-visible';
export { menuIconUrl } from './menus/menu-icon-url';
export {
  LEGACY_MENU_ICON_NAMES,
  lucideExportName,
  MENU_ICON_NAMES,
  type MenuIconName,
  type MenuIconNode,
  menuIconName,
  menuIconSvg,
} from './menus/menu-icons';
export { CURRENT_USER_PLACEHOLDER, resolveMenuItemAction } from './menus/resolve-menu-item-action';
export { formatMoney } from './money/format-money';
export {
  type AccessDecision,
  type AccessInput,
  decideAccess,
  type RouteAccess,
} from './navigation/decide-access';
export { isSafeRedirectPath } from './navigation/is-safe-redirect-path';
export {
  type PendingOnboarding,
  type PostLoginInput,
  postLoginRedirect,
} from './navigation/post-login-redirect';
export { getByPath } from './object-path/get-by-path';
export {
  FORBIDDEN_PATH_SEGMENTS,
  type ObjectPath,
  objectPathSegments,
} from './object-path/object-path-segments';
export { setByPath } from './object-path/set-by-path';
export { isUnsafeObjectPathError, UnsafeObjectPathError } from './object-path/unsafe-object-path-error';
export {
  checkOverQuotaOrNoPermission,
  type QuotaCheck,
  type QuotaQuery,
} from './permissions/check-over-quota-or-no-permission';
export { ADMIN_PERMISSION, hasPermission } from './permissions/has-permission';
export { hasRole, type RoleHolder } from './permissions/has-role';
export { ADMIN_ACCESS_PERMISSION, isAdmin } from './permissions/is-admin';
export { isSubscribed, type SubscriptionHolder, type SubscriptionState } from './permissions/is-subscribed';
export { restrictionValue } from './permissions/restriction-value';
export {
  type PermissionGrant,
  type PermissionHolder,
  type PermissionRestriction,
  type PermissionViewer,
  viewerPermissions,
} from './permissions/viewer-permissions';
export {
  DEFAULT_LOUDNESS_MODE,
  LOUDNESS_MODES,
  type LoudnessMode,
  REPLAY_GAIN_PREAMP_DB,
  type ReplayGainFacts,
  replayGainMultiplier,
} from './playback/replay-gain';
export { ANNUAL_SAVING_RANGE, annualSavingPercent, type SavingPlan } from './pricing/annual-saving-percent';
export { BILLING_CYCLE_MIN_MONTHS, type BillingCycle, findCyclePrice } from './pricing/find-cycle-price';
export { intervalCount, type PriceInterval, priceIntervalInMonths } from './pricing/price-interval-in-months';
export { selectPrice } from './pricing/select-price';
export { shownPriceAmount } from './pricing/shown-price-amount';
export { SLUG_REMOVED_CHARACTERS, slugify } from './slugs/slugify';
export { type ProfileLinkSubject, userProfileLink } from './slugs/user-profile-link';
export {
  ACTIVE_THEME_COOKIE,
  chooseTheme,
  type ThemeCandidate,
  type ThemeChoiceInput,
  type ThemeSettingsCandidate,
} from './theme/choose-theme';
