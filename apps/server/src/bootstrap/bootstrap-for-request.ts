import { LOCALE_COOKIE } from '@tonearm/client/contract';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { currentAccount } from '../accounts/current-account';
import type { AppBindings, AppServices } from '../app-context';
import { type BootstrapPayload, buildBootstrapData } from './build-bootstrap-data';

/** The site's public address: APP_URL when set, otherwise the address this request came to. */
export function baseUrl(c: Context<AppBindings>, services: AppServices): string {
  return (services.env.APP_URL ?? new URL(c.req.url).origin).replace(/\/+$/, '');
}

/** Bootstrap data of the visitor making this request. */
export async function bootstrapForRequest(
  c: Context<AppBindings>,
  services: AppServices,
): Promise<BootstrapPayload> {
  return buildBootstrapData(services.db, {
    account: await currentAccount(c, services),
    baseUrl: baseUrl(c, services),
    secretBox: services.secretBox,
    env: services.env,
    guestLanguage: getCookie(c, LOCALE_COOKIE),
  });
}
