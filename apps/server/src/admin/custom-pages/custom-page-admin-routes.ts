import { customPagePayloadSchema } from '@tonearm/client/contract';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppServices } from '../../app-context';
import { customPages } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { publishLiveEvent, settingsChanged } from '../../live/publish-live-event';
import { listOrder, listPage, listWhere, readBulkIds, readListQuery } from '../list';
import { requireAdminSection } from '../require-admin-section';
import {
  adminCustomPage,
  countCustomPages,
  customPageListDefinition,
  customPageRow,
} from './custom-page-list';
import {
  deleteCustomPages,
  NO_SUCH_PAGE,
  readCustomPage,
  readFooterMenus,
  type SavedCustomPage,
  saveCustomPage,
} from './custom-page-writes';
import { isInFooter } from './footer-links';

/** The permission of the custom pages section (doc 001 §6). */
export const CUSTOM_PAGES_PERMISSION = 'custom_pages.update';

const pageId = (raw: string): number => {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id === 0) throw notFound(NO_SUCH_PAGE);
  return id;
};

/**
 * `admin/custom-pages` (doc 001 §2 Admin, §6 `custom_pages.update`): the list, a page, create, update and delete.
 * Listeners read the same rows through `GET custom-pages/{idOrSlug}`, so a saved page shows at once.
 */
export function adminCustomPageRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const guard = createMiddleware<AppBindings>(async (c, next) => {
    await requireAdminSection(c, services, CUSTOM_PAGES_PERMISSION);
    await next();
  });
  routes.use('/admin/custom-pages', guard);
  routes.use('/admin/custom-pages/*', guard);

  // A footer link changed the site's menus: every open tab reloads its settings.
  const answer = async (saved: SavedCustomPage) => {
    if (saved.menusChanged) await publishLiveEvent(db, settingsChanged());
    return { page: adminCustomPage(saved.page, saved.inFooter) };
  };

  routes.get('/admin/custom-pages', async (c) => {
    const query = readListQuery(c, customPageListDefinition);
    const where = listWhere(customPageListDefinition, query);
    return c.json(
      await listPage(c, query, {
        count: () => countCustomPages(db, where),
        rows: async (limit, offset) => {
          const [rows, menus] = await Promise.all([
            db
              .select()
              .from(customPages)
              .where(where)
              .orderBy(...listOrder(customPageListDefinition, query))
              .limit(limit)
              .offset(offset),
            readFooterMenus(db),
          ]);
          return rows.map((page) => customPageRow(page, isInFooter(menus, page)));
        },
      }),
    );
  });

  routes.post('/admin/custom-pages', async (c) => {
    const payload = validate(customPagePayloadSchema, await readBody(c));
    return c.json(await answer(await saveCustomPage(db, null, payload)), 201);
  });

  routes.get('/admin/custom-pages/:id{[0-9]+}', async (c) => {
    const { page, inFooter } = await readCustomPage(db, pageId(c.req.param('id')));
    return c.json({ page: adminCustomPage(page, inFooter) });
  });

  routes.put('/admin/custom-pages/:id{[0-9]+}', async (c) => {
    const id = pageId(c.req.param('id'));
    const payload = validate(customPagePayloadSchema, await readBody(c));
    return c.json(await answer(await saveCustomPage(db, id, payload)));
  });

  routes.delete('/admin/custom-pages/:ids', async (c) => {
    if (await deleteCustomPages(db, readBulkIds(c.req.param('ids')))) {
      await publishLiveEvent(db, settingsChanged());
    }
    return c.json({ status: 'success' as const });
  });

  return routes;
}
