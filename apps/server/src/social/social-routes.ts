import { socialServiceSchema } from '@tonearm/client/contract';
import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { notFound } from '../http/errors';
import { popupResultPage } from './popup-result-page';

const SERVICE_NAMES: Record<string, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  envato: 'Envato',
};

/**
 * The social sign-in popups (`secure/auth/social/{service}/login` and `/connect`). No provider has credentials
 * on this server, so each popup reports a clear error through the popup result protocol (doc 000 §4) instead of
 * leaving the window blank; the settings keep the buttons hidden (`social.{service}.enable` is false).
 */
export function socialRoutes(_services: AppServices) {
  const routes = new Hono<AppBindings>();

  routes.get('/secure/auth/social/:service/:action{login|connect}', (c) => {
    const service = socialServiceSchema.safeParse(c.req.param('service'));
    if (!service.success) throw notFound();
    const { html, contentSecurityPolicy } = popupResultPage({
      status: 'ERROR',
      callbackData: {
        errorMessage: `Sign-in with ${SERVICE_NAMES[service.data]} is not configured on this site.`,
      },
    });
    return c.html(html, 200, {
      'Content-Security-Policy': contentSecurityPolicy,
      'Cache-Control': 'no-store',
    });
  });

  return routes;
}
