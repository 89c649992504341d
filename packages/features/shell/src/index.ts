export {
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
  useSettings,
} from './bootstrap';
export { SiteCookieNotice } from './cookie-notice/SiteCookieNotice';
export { AccessGuard, type AccessGuardProps } from './guards/AccessGuard';
export { HomePage } from './home/HomePage';
export { AppLayout, Footer, Navbar, SiteLogo } from './layout';
export {
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
export { shellRoutes } from './routes';
export { ActiveThemeProvider } from './theme/ActiveThemeProvider';
