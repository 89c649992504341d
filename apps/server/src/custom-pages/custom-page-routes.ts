import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { notFound } from '../http/errors';
import { findCustomPage, serializeCustomPage } from './custom-page-store';

/** `GET custom-pages/{idOrSlug}` (doc 001 §7): a page for /pages/{pageSlug} and /pages/{pageId}/{pageSlug}. */
export function customPageRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();

  routes.get('/custom-pages/:idOrSlug', async (c) => {
    const page = await findCustomPage(services.db, c.req.param('idOrSlug'));
    if (!page) throw notFound();
    return c.json({ page: serializeCustomPage(page) });
  });

  return routes;
}
