export {
  AccountGate,
  type AccountGateInput,
  type AccountGateProps,
  type AccountGateState,
  accountGate,
  GateScreen,
  type GateScreenProps,
} from './account-gate';
export { AD_FRAME_SANDBOX, AdSlot, type AdSlotProps } from './ad-slot';
export {
  APP_LOADED_MESSAGE,
  APPEARANCE_EDITOR_QUERY,
  type AppearanceMessage,
  type AppearanceMessageOutcome,
  type AppearancePreviewTarget,
  appearanceMessageSchema,
  applyAppearanceMessage,
  CUSTOM_CSS_ELEMENT_ID,
  CUSTOM_HTML_ELEMENT_ID,
  isAppearanceEditorActive,
  type PreviewWindow,
  startAppearancePreview,
  useAppearancePreview,
} from './appearance-preview';
export {
  ACCOUNT_SUSPENDED_HEADER,
  BOOTSTRAP_SCRIPT_ID,
  BootstrapDataError,
  BootstrapDataProvider,
  type BootstrapDataProviderProps,
  BootstrapStore,
  loadBootstrapData,
  readBootstrapData,
  useBootstrapData,
  useBootstrapStore,
  useCurrentUser,
  usePlayerSettings,
  useSettings,
  watchForSuspension,
} from './bootstrap';
export { SiteCookieNotice } from './cookie-notice/SiteCookieNotice';
export {
  EmailVerificationScreen,
  type EmailVerificationScreenProps,
} from './email-verification/EmailVerificationScreen';
export {
  type UseEmailVerificationOptions,
  useEmailVerification,
} from './email-verification/use-email-verification';
export { AccessGuard, type AccessGuardProps } from './guards/AccessGuard';
export {
  type MessageParser,
  registerMessageParser,
  type Translate,
  type TransMessages,
  type TransReplacements,
  trans,
  useTrans,
} from './i18n';
export { DATE_PRESETS, type DateFormatContext, type DatePreset, formatDate } from './i18n/format-date';
export { formatNumber, type NumberFormatOptions } from './i18n/format-number';
export { relativeTimeIn } from './i18n/relative-time';
export { type FormatDate, useDateFormatContext, useFormatDate } from './i18n/use-format-date';
export { type FormatNumber, useFormatNumber } from './i18n/use-format-number';
export { useRelativeTime } from './i18n/use-relative-time';
export { LanguageSelector, LOCALIZATIONS_KEY, useLanguageSelector } from './language';
export {
  AppLayout,
  type AppLayoutProps,
  EmbedLayout,
  FOOTER_MENU_POSITION,
  Footer,
  MAIN_CONTENT_ID,
  MOBILE_BOTTOM_MENU_POSITION,
  MobileBottomMenu,
  NAVBAR_MENU_POSITION,
  Navbar,
  type NavbarProps,
  ShellFrame,
  type ShellFrameProps,
  type ShellSlots,
  SiteLogo,
  SkipToContent,
  ThemeToggle,
} from './layout';
export { LOGOUT_IN_APPEARANCE_EDITOR, useLogout } from './logout/use-logout';
export {
  DeferredRequestErrorDialog,
  type DeferredRequestErrorDialogProps,
  ErrorDialogStore,
  errorDialogStore,
  GENERIC_ERROR_MESSAGE,
  RequestErrorDialog,
  type RequestErrorDialogProps,
  requestErrorMessage,
  type ShowRequestErrorOptions,
  showRequestError,
} from './request-errors';
export {
  NotFoundPage,
  RouteErrorPage,
  routeErrorStatus,
  StatusMessage,
  type StatusMessageProps,
  UnexpectedErrorPage,
} from './route-errors';
export { shellEmbedRoutes, shellRoutes } from './routes';
export {
  pageSidebarState,
  SIDEBAR_ID,
  SIDEBAR_PRIMARY_POSITION,
  SIDEBAR_SECONDARY_POSITION,
  SIDEBAR_STORAGE_KEY,
  Sidebar,
  SidebarMenu,
  type SidebarMenuProps,
  type SidebarProps,
  SidebarState,
  SidebarToggle,
  useSidebarCollapsed,
} from './sidebar';
export {
  MenuIcon,
  type MenuIconProps,
  type MenuLink,
  type MenuLinksInput,
  menuLinksAt,
  SiteMenu,
  type SiteMenuProps,
  useMenuLinks,
} from './site-menus';
export { SuspendedScreen } from './suspended/SuspendedScreen';
export {
  ActiveThemeProvider,
  type ActiveThemeProviderProps,
  type ThemeChoice,
  type ThemeChoiceSnapshot,
  ThemeChoiceStore,
  useThemeChoice,
} from './theme';
export {
  DeferredUserMenu,
  UserMenu,
  type UserMenuEntry,
  type UserMenuInput,
  type UserMenuProps,
  userMenuEntries,
} from './user-menu';
export {
  ACTIVE_WORKSPACE_COOKIE,
  activateWorkspace,
  forgetActiveWorkspace,
} from './workspaces/active-workspace';
export { WORKSPACES_QUERY_KEY } from './workspaces/use-workspace-switch';
