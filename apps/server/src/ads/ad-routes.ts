import { adminAdsSchema } from '@tonearm/client/contract';
import { isAdSlotName } from '@tonearm/client/rules';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requireAdminSection } from '../admin/require-admin-section';
import type { AppBindings, AppServices } from '../app-context';
import { notFound } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { publishLiveEvent, settingsChanged } from '../live/publish-live-event';
import { AD_FRAME_CSP, adFrameDocument } from './ad-frame';
import { readAdSettings, shownAdSnippet, writeAdSettings } from './ad-settings';

/** Ads are part of the site's settings (operator reference §1.1: ads and settings need `settings.update`). */
export const ADS_PERMISSION = 'settings.update';

const NO_AD = 'This slot shows no ad.';

/** `GET` and `PUT admin/ads`: the five slots' snippets and "disable ads", stored in the `ads` settings group. */
export function adminAdRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const guard = createMiddleware<AppBindings>(async (c, next) => {
    await requireAdminSection(c, services, ADS_PERMISSION);
    await next();
  });
  routes.use('/admin/ads', guard);

  routes.get('/admin/ads', async (c) => c.json({ ads: await readAdSettings(db) }));

  routes.put('/admin/ads', async (c) => {
    const ads = validate(adminAdsSchema, await readBody(c));
    await writeAdSettings(db, ads);
    // Every open tab reloads its bootstrap data, so a slot appears or goes without a page load.
    await publishLiveEvent(db, settingsChanged());
    return c.json({ ads: await readAdSettings(db) });
  });

  return routes;
}

/**
 * `GET ads/{slot}`: the document a slot's sandboxed frame loads, for anyone who sees the page; 404 when ads are off
 * or the slot is empty.
 */
export function adFrameRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();
  routes.get('/ads/:slot', async (c) => {
    const slot = c.req.param('slot');
    const snippet = isAdSlotName(slot) ? await shownAdSnippet(services.db, slot) : null;
    if (snippet === null) throw notFound(NO_AD);
    c.header('Content-Security-Policy', AD_FRAME_CSP);
    c.header('Cache-Control', 'no-cache');
    return c.html(adFrameDocument(snippet));
  });
  return routes;
}
