import { type SocialService, socialServiceSchema } from '@tonearm/client/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod';
import { type AppBindings, type AppServices, visitorUserId } from '../app-context';
import { baseUrl, bootstrapForRequest } from '../bootstrap/bootstrap-for-request';
import { notFound } from '../http/errors';
import { finishSocialSignIn } from './finish-social-sign-in';
import { type PopupResult, popupResultPage } from './popup-result-page';
import { providerCredentials } from './provider-credentials';
import { OAUTH_PROVIDERS, type SocialIdentity } from './providers';
import { SERVICE_NAMES } from './service-names';
import { type SocialAction, startSignIn, takeSignIn } from './sign-in-state';

// What a provider appends to the callback address (RFC 6749 §4.1.2, §4.1.2.1); anything else is ignored.
const callbackQuerySchema = z.object({
  code: z.string().min(1).max(2048).optional(),
  state: z.string().min(1).max(256).optional(),
  error: z.string().max(256).optional(),
});

const popupError = (errorMessage: string): PopupResult => ({
  status: 'ERROR',
  callbackData: { errorMessage },
});

function popup(c: Context<AppBindings>, result: PopupResult) {
  const { html, contentSecurityPolicy } = popupResultPage(result);
  return c.html(html, 200, { 'Content-Security-Policy': contentSecurityPolicy, 'Cache-Control': 'no-store' });
}

function serviceOf(c: Context<AppBindings>): SocialService {
  const service = socialServiceSchema.safeParse(c.req.param('service'));
  if (!service.success) throw notFound();
  return service.data;
}

/** The provider sends the browser back here; it must be registered with the provider exactly like this. */
export function callbackUrl(c: Context<AppBindings>, services: AppServices, service: SocialService): string {
  return `${baseUrl(c, services)}/secure/auth/social/${service}/callback`;
}

/**
 * The social sign-in popups (`secure/auth/social/{service}/login` and `/connect`) and the providers' callback.
 * A popup goes to the provider's authorization page and ends on a page that posts the result to the opener
 * (doc 000 §4); a provider without credentials ends it at once with a clear error.
 */
export function socialRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();

  routes.get('/secure/auth/social/:service/:action{login|connect}', async (c) => {
    const service = serviceOf(c);
    const action = c.req.param('action') as SocialAction;
    const credentials = providerCredentials(services.env, service);
    if (!credentials) {
      return popup(c, popupError(`Sign-in with ${SERVICE_NAMES[service]} is not configured on this site.`));
    }
    const visitor = c.get('visitor');
    const signedIn = visitorUserId(visitor) !== null;
    if (action === 'login' && signedIn) {
      return popup(c, {
        status: 'ALREADY_LOGGED_IN',
        callbackData: { bootstrapData: await bootstrapForRequest(c, services) },
      });
    }
    // Without a browser session (an API token) nothing would tie the callback to this visitor.
    if (!visitor.sessionToken || (action === 'connect' && !signedIn)) {
      return popup(c, popupError(`Please sign in before connecting your ${SERVICE_NAMES[service]} account.`));
    }
    const started = await startSignIn(services.db, visitor.sessionToken, service, action, services.now());
    const address = OAUTH_PROVIDERS[service].authorizationUrl({
      credentials,
      redirectUri: callbackUrl(c, services, service),
      state: started.state,
      codeChallenge: started.codeChallenge,
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(address, 302);
  });

  routes.get('/secure/auth/social/:service/callback', async (c) => {
    const service = serviceOf(c);
    const name = SERVICE_NAMES[service];
    const credentials = providerCredentials(services.env, service);
    if (!credentials) return popup(c, popupError(`Sign-in with ${name} is not configured on this site.`));
    const query = callbackQuerySchema.safeParse(c.req.query()).data ?? {};
    const started = query.state
      ? await takeSignIn(services.db, query.state, c.get('visitor').sessionToken, service, services.now())
      : null;
    if (!started) return popup(c, popupError('This sign-in request has expired. Please try again.'));
    if (query.error || !query.code) return popup(c, popupError(`Sign-in with ${name} was cancelled.`));

    let identity: SocialIdentity;
    try {
      identity = await OAUTH_PROVIDERS[service].identify({
        credentials,
        redirectUri: callbackUrl(c, services, service),
        code: query.code,
        codeVerifier: started.codeVerifier,
        fetch: services.fetch,
      });
    } catch (error) {
      // The callback address carries the code; the log gets the path only.
      services.errorLog.record(
        error,
        { method: 'GET', url: new URL(c.req.url).pathname, userId: visitorUserId(c.get('visitor')) },
        services.now(),
      );
      return popup(c, popupError(`Could not sign in with ${name}. Please try again later.`));
    }
    return popup(c, await finishSocialSignIn(c, services, service, started.action, identity));
  });

  return routes;
}
