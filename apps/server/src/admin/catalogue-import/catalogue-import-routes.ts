import {
  catalogueImportDiscardBodySchema,
  catalogueImportFileBodySchema,
  catalogueImportPublishBodySchema,
} from '@tonearm/client/contract';
import { Hono } from 'hono';
import { accountCan } from '../../accounts/require-permission';
import type { AppBindings, AppServices } from '../../app-context';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { ALBUMS_PERMISSION } from '../catalogue/albums/album-routes';
import { requireAdminSection } from '../require-admin-section';
import { discardImports, importUploadedFile, pendingImports } from './import-file';
import { publishImports } from './publish-imports';

/** The section permission: adding music to the catalogue (doc 001 §6 `music.create`), inside the admin area. */
export const CATALOGUE_IMPORT_PERMISSION = 'music.create';

/**
 * `admin/catalogue-import` (doc 001 §2 Admin "upload"): read an uploaded file's tags into a proposed track, list
 * the files waiting for review, publish them as tracks (or one album), or discard them.
 */
export function catalogueImportRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();
  const admin = (c: Parameters<typeof requireAdminSection>[0]) =>
    requireAdminSection(c, services, CATALOGUE_IMPORT_PERMISSION);

  routes.get('/admin/catalogue-import/files', async (c) => {
    const account = await admin(c);
    return c.json({ imports: await pendingImports(services.db, account.user.id) });
  });

  routes.post('/admin/catalogue-import/files', async (c) => {
    const account = await admin(c);
    const { file_entry_id } = validate(catalogueImportFileBodySchema, await readBody(c));
    return c.json({ import: await importUploadedFile(services, account.user.id, file_entry_id) }, 201);
  });

  routes.post('/admin/catalogue-import/publish', async (c) => {
    const account = await admin(c);
    const body = validate(catalogueImportPublishBodySchema, await readBody(c));
    // Adding to a stored album is editing it: the albums section's permission, as its form needs.
    const mayEditAlbum = () => accountCan(account, ALBUMS_PERMISSION);
    return c.json(await publishImports(services, account.user.id, body, { mayEditAlbum }), 201);
  });

  routes.post('/admin/catalogue-import/discard', async (c) => {
    const account = await admin(c);
    const { import_ids } = validate(catalogueImportDiscardBodySchema, await readBody(c));
    return c.json({ discarded: await discardImports(services, account.user.id, import_ids) });
  });

  return routes;
}
