import { appearancePayloadSchema, menuLinkTargetsQuerySchema } from '@tonearm/client/contract';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppServices } from '../../app-context';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { publishLiveEvent, settingsChanged } from '../../live/publish-live-event';
import { forgetServedPageSettings } from '../../web/served-page-settings';
import { requireAdminSection } from '../require-admin-section';
import { findMenuLinkTargets } from './appearance-menus';
import { readAppearance, saveAppearance } from './appearance-store';

/** The permission of the appearance editor (doc 001 §6). */
export const APPEARANCE_PERMISSION = 'appearance.update';

/**
 * `admin/appearance` (doc 001 §2 Admin, §6 `appearance.update`): what the appearance editor starts from, and Save,
 * which stores every change in one call. The bootstrap data reads the same rows for every page, so what is saved
 * is what the next visitor gets, and nothing before.
 */
export function adminAppearanceRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const guard = createMiddleware<AppBindings>(async (c, next) => {
    await requireAdminSection(c, services, APPEARANCE_PERMISSION);
    await next();
  });
  routes.use('/admin/appearance', guard);
  routes.use('/admin/appearance/*', guard);

  routes.get('/admin/appearance/values', async (c) => c.json(await readAppearance(db)));

  routes.post('/admin/appearance', async (c) => {
    const { changes } = validate(appearancePayloadSchema, await readBody(c));
    await saveAppearance(db, changes);
    // Open tabs reload their bootstrap data, so saved menus and landing page reach them without a page load.
    if (changes.menus || changes.landing) await publishLiveEvent(db, settingsChanged());
    // The next page this server writes carries the saved templates and code.
    if (changes.seo || changes.custom_code) forgetServedPageSettings(db);
    return c.json(await readAppearance(db));
  });

  routes.get('/admin/appearance/menu-links', async (c) =>
    c.json(await findMenuLinkTargets(db, validate(menuLinkTargetsQuerySchema, c.req.query()))),
  );

  return routes;
}
