import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { accessTokenRoutes } from './accounts/access-token-routes';
import { authRoutes } from './accounts/auth-routes';
import { AVATAR_MAX_BYTES, avatarRoutes } from './accounts/avatar-routes';
import { emailVerificationRoutes } from './accounts/email-verification-routes';
import { passwordResetRoutes } from './accounts/password-reset-routes';
import { passwordRoutes } from './accounts/password-routes';
import { sessionRoutes } from './accounts/session-routes';
import { signInLinkRoutes } from './accounts/sign-in-link-routes';
import { suspensionGuard } from './accounts/suspension-guard';
import { twoFactorRoutes } from './accounts/two-factor-routes';
import { userRoutes } from './accounts/user-routes';
import { adminRoutes } from './admin';
import { adminSettingsRoutes } from './admin-settings/admin-settings-routes';
import { adFrameRoutes } from './ads/ad-routes';
import { apiDocsRoutes } from './api-docs/api-docs-routes';
import type { AppBindings, AppServices } from './app-context';
import { backstageRequestRoutes } from './backstage/requests/backstage-request-routes';
import { artistWorkspaceRoutes } from './backstage/workspace';
import { billingRoutes } from './billing/billing-routes';
import { planEndRenewal } from './billing/plan-end-renewal';
import { bootstrapRoutes } from './bootstrap/bootstrap-routes';
import { musicRoutes } from './catalogue';
import { contactRoutes } from './contact/contact-routes';
import { customPageRoutes } from './custom-pages/custom-page-routes';
import { themeFontRoutes } from './fonts/theme-font-files';
import { errorHandler } from './http/error-handler';
import { notFound, payloadTooLarge } from './http/errors';
import { refuseNulInAddress } from './http/nul-characters';
import { securityHeaders } from './http/security-headers';
import { visitorMiddleware } from './http/visitor-middleware';
import { xsrfGuard } from './http/xsrf-guard';
import { liveRoutes } from './live/live-routes';
import { logRoutes } from './logging/log-routes';
import { outgoingEmailLogRoutes } from './logging/outgoing-email-log-routes';
import { menuIconRoutes } from './menu-icons/menu-icon-files';
import { notificationRoutes } from './notifications/notification-routes';
import { recaptchaRoutes } from './recaptcha/recaptcha-routes';
import { securityHeaderOptionsFollowing } from './recaptcha/recaptcha-security-headers';
import { accessTokenScope } from './security/access-token-scope';
import { emailVerificationGuard } from './security/email-verification-guard';
import { pinSiteOrigin } from './security/site-address';
import { socialAccountRoutes } from './social/social-account-routes';
import { socialRoutes } from './social/social-routes';
import { fileEntryRoutes } from './uploads/file-entry-routes';
import { publicDiskFiles } from './uploads/public-disk-files';
import { s3UploadRoutes } from './uploads/s3-upload-routes';
import { signedStorageEndpoint } from './uploads/signed-storage-endpoint';
import { TusRequestOrder } from './uploads/tus-request-order';
import { TUS_PATH, tusRoutes } from './uploads/tus-routes';
import { uploadBodyLimit } from './uploads/upload-body-limit';
import { valueListRoutes } from './value-lists/value-list-routes';
import { spaFallback } from './web/spa';
import { staticFiles } from './web/static-files';
import { WEB_APP_MANIFEST_PATH, webAppManifestRoute } from './web/web-app-manifest';
import { workspaceRoutes } from './workspaces/workspace-routes';

/** Largest JSON or form body; upload routes set their own limits. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** The prefixes of the API (doc 000 §7); every other GET is a page of the web app. */
export const API_PREFIXES = ['/api/', '/auth/', '/secure/'];

const tooLarge = () => {
  throw payloadTooLarge();
};

/** The default limit, raised for avatar uploads (2 MB plus the multipart envelope) and file uploads. */
function bodyLimitByRoute(services: AppServices) {
  const standard = bodyLimit({ maxSize: DEFAULT_BODY_LIMIT, onError: tooLarge });
  const avatar = bodyLimit({ maxSize: AVATAR_MAX_BYTES + 64 * 1024, onError: tooLarge });
  const upload = uploadBodyLimit(services.env.UPLOAD_MAX_SIZE, tooLarge);
  return createMiddleware((c, next) => {
    // Asking a request for its body makes the Node adapter build a whole fetch Request: GET and HEAD have none.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return /\/avatar$/.test(c.req.path) ? avatar(c, next) : (upload(c) ?? standard)(c, next);
  });
}

/** The whole HTTP application: API routes, the built web app and the SPA fallback. */
export function createApp(services: AppServices, projectRoot: string) {
  const app = new Hono<AppBindings>();
  app.onError(errorHandler(services, projectRoot));
  app.notFound((c) => c.json(notFound().body(), 404));
  const tusOrder = new TusRequestOrder(services.db, services.now);
  app.use(`${TUS_PATH}/*`, tusOrder.stamp);

  app.use(securityHeaders(securityHeaderOptionsFollowing(services.env)));
  app.use(pinSiteOrigin(services));
  app.use(staticFiles(services.webDist, API_PREFIXES));
  // Font files and menu icons need no session: answered before the visitor is looked up.
  app.route('/', themeFontRoutes());
  app.route('/', menuIconRoutes());
  app.use(publicDiskFiles(services));
  app.use(services.storage.middleware());
  // With S3 the browser PUTs to the bucket; the server's own signed endpoint stands in for one on local disks. It is
  // mounted whatever the storage at start, since a save can switch to local disks, and it refuses bucket objects.
  app.use(signedStorageEndpoint(services));
  app.use(refuseNulInAddress());
  app.use(bodyLimitByRoute(services));
  app.use(visitorMiddleware(services));
  app.use(accessTokenScope());
  app.use(planEndRenewal(services));
  app.use(suspensionGuard(services));
  app.use(emailVerificationGuard(services));
  app.use(xsrfGuard(services));

  app.route('/', authRoutes(services));
  app.route('/', passwordRoutes(services));
  app.route('/', passwordResetRoutes(services));
  app.route('/', signInLinkRoutes(services));
  app.route('/', twoFactorRoutes(services));
  app.route('/', socialRoutes(services));
  app.route('/', socialAccountRoutes(services));
  app.route('/api/v1', bootstrapRoutes(services));
  app.route('/api/v1', apiDocsRoutes(services));
  app.route('/api/v1', emailVerificationRoutes(services));
  app.route('/api/v1', userRoutes(services));
  app.route('/api/v1', avatarRoutes(services));
  app.route('/api/v1', sessionRoutes(services));
  app.route('/api/v1', accessTokenRoutes(services));
  app.route('/api/v1', valueListRoutes(services));
  app.route('/api/v1', notificationRoutes(services));
  app.route('/api/v1', liveRoutes(services));
  app.route('/api/v1', workspaceRoutes(services));
  app.route('/api/v1', logRoutes(services));
  app.route('/api/v1', billingRoutes(services));
  app.route('/api/v1', contactRoutes(services));
  app.route('/api/v1', customPageRoutes(services));
  app.route('/api/v1', adFrameRoutes(services));
  app.route('/api/v1', backstageRequestRoutes(services));
  app.route('/api/v1', outgoingEmailLogRoutes(services));
  app.route('/api/v1', recaptchaRoutes(services));
  app.route('/api/v1', adminSettingsRoutes(services));
  app.route('/api/v1', adminRoutes(services));
  app.route('/api/v1', artistWorkspaceRoutes(services));
  app.route('/api/v1', fileEntryRoutes(services));
  app.route('/api/v1', tusRoutes(services, tusOrder));
  app.route('/api/v1', s3UploadRoutes(services));
  app.route('/api/v1', musicRoutes(services));

  for (const prefix of API_PREFIXES) app.all(`${prefix}*`, () => Promise.reject(notFound()));
  app.get(WEB_APP_MANIFEST_PATH, webAppManifestRoute(services));
  app.get('*', spaFallback(services));
  return app;
}
