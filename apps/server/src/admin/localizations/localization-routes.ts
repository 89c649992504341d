import {
  addLocalizationKeyPayloadSchema,
  createLocalizationPayloadSchema,
  renameLocalizationPayloadSchema,
  saveLocalizationLinesPayloadSchema,
} from '@tonearm/client/contract';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppServices } from '../../app-context';
import { localizations } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { listOrder, listPage, listWhere, readBulkIds, readListQuery } from '../list';
import { requireAdminSection } from '../require-admin-section';
import {
  addKey,
  countLines,
  localizationFile,
  localizationLinesDefinition,
  pageOfLines,
  saveLines,
} from './localization-lines';
import {
  countLocalizations,
  localizationListDefinition,
  localizationRow,
  localizationRowColumns,
} from './localization-list';
import {
  createLocalization,
  deleteLocalizations,
  NO_SUCH_LOCALIZATION,
  readLocalization,
  renameLocalization,
} from './localization-store';

const localizationId = (raw: string): number => {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id === 0) throw notFound(NO_SUCH_LOCALIZATION);
  return id;
};

/**
 * `admin/localizations` (doc 001 §2 Admin, §6 `localizations.update`): the languages offered, create, rename and
 * delete, and each one's lines: paged and searched, saved, a key added, downloaded and uploaded as JSON. The
 * bootstrap data reads the same rows on every request, so a saved line shows on the visitor's next page.
 */
export function adminLocalizationRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const guard = createMiddleware<AppBindings>(async (c, next) => {
    await requireAdminSection(c, services, 'localizations.update');
    await next();
  });
  routes.use('/admin/localizations', guard);
  routes.use('/admin/localizations/*', guard);

  routes.get('/admin/localizations', async (c) => {
    const query = readListQuery(c, localizationListDefinition);
    const where = listWhere(localizationListDefinition, query);
    return c.json(
      await listPage(c, query, {
        count: () => countLocalizations(db, where),
        rows: async (limit, offset) => {
          const rows = await db
            .select(localizationRowColumns)
            .from(localizations)
            .where(where)
            .orderBy(...listOrder(localizationListDefinition, query))
            .limit(limit)
            .offset(offset);
          return rows.map(localizationRow);
        },
      }),
    );
  });

  routes.post('/admin/localizations', async (c) => {
    const payload = validate(createLocalizationPayloadSchema, await readBody(c));
    const id = await createLocalization(db, payload, services.now());
    return c.json({ localization: await readLocalization(db, id) }, 201);
  });

  routes.put('/admin/localizations/:id{[0-9]+}', async (c) => {
    const id = localizationId(c.req.param('id'));
    const { name } = validate(renameLocalizationPayloadSchema, await readBody(c));
    await renameLocalization(db, id, name, services.now());
    return c.json({ localization: await readLocalization(db, id) });
  });

  routes.delete('/admin/localizations/:ids', async (c) => {
    await deleteLocalizations(db, readBulkIds(c.req.param('ids')));
    return c.json({ status: 'success' as const });
  });

  routes.get('/admin/localizations/:id{[0-9]+}/lines', async (c) => {
    const localization = await readLocalization(db, localizationId(c.req.param('id')));
    const query = readListQuery(c, localizationLinesDefinition);
    const page = await listPage(c, query, {
      count: () => countLines(db, localization.id, query.query),
      rows: (limit, offset) => pageOfLines(db, localization.id, query.query, limit, offset),
    });
    return c.json({ localization, ...page });
  });

  routes.put('/admin/localizations/:id{[0-9]+}/lines', async (c) => {
    const { id } = await readLocalization(db, localizationId(c.req.param('id')));
    const { lines } = validate(saveLocalizationLinesPayloadSchema, await readBody(c));
    const changed = await saveLines(db, id, lines, services.now());
    return c.json({ localization: await readLocalization(db, id), changed });
  });

  routes.post('/admin/localizations/:id{[0-9]+}/lines', async (c) => {
    const { id } = await readLocalization(db, localizationId(c.req.param('id')));
    const { key, value } = validate(addLocalizationKeyPayloadSchema, await readBody(c));
    return c.json({ line: await addKey(db, id, key, value, services.now()) }, 201);
  });

  routes.get('/admin/localizations/:id{[0-9]+}/download', async (c) => {
    const localization = await readLocalization(db, localizationId(c.req.param('id')));
    // The stored language is a canonical BCP 47 tag: letters, digits and hyphens only, safe in a file name.
    c.header('Content-Disposition', `attachment; filename="localization-${localization.language}.json"`);
    return c.json(await localizationFile(db, localization));
  });

  routes.post('/admin/localizations/:id{[0-9]+}/upload', async (c) => {
    const { id } = await readLocalization(db, localizationId(c.req.param('id')));
    const { lines } = validate(saveLocalizationLinesPayloadSchema, await readBody(c));
    const changed = await saveLines(db, id, lines, services.now());
    return c.json({ localization: await readLocalization(db, id), changed });
  });

  return routes;
}
