import {
  type CatalogueImport,
  type CatalogueImportPublishBody,
  catalogueImportDiscardBodySchema,
  catalogueImportFileBodySchema,
  catalogueImportPublishBodySchema,
  uploadCheckBodySchema,
} from '@tonearm/client/contract';
import { Hono } from 'hono';
import type { Account } from '../../accounts/account';
import { normalisedName } from '../../admin/catalogue-import/catalogue-matching';
import { discardImports, importUploadedFile, pendingImports } from '../../admin/catalogue-import/import-file';
import { publishImports } from '../../admin/catalogue-import/publish-imports';
import type { AppBindings, AppServices } from '../../app-context';
import type { Database } from '../../db/connect';
import { ValidationError } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { overQuotaMessage, requireMinutesFor, uploadMinutes } from './upload-minutes';
import { mayPickAnyArtist, ownsItem, requireArtistAccount } from './workspace-access';
import { ownArtistNames } from './workspace-credits';

/** An import's proposal credited to the user's primary artist, for a user who may credit only their own. */
function creditedToOwn(found: CatalogueImport, own: readonly string[]): CatalogueImport {
  return { ...found, proposal: { ...found.proposal, artists: own.slice(0, 1) } };
}

/**
 * Refuses a publish that credits an artist who is not the user's, so tags naming someone else cannot create or
 * take over an artist; users who may pick any artist publish as the admin does.
 */
async function requireOwnArtistNames(db: Database, account: Account, body: CatalogueImportPublishBody) {
  if (mayPickAnyArtist(account)) return;
  const own = new Set((await ownArtistNames(db, account.user.id)).map(normalisedName));
  const refuse = (field: string) => {
    throw new ValidationError({
      [field]: [
        own.size === 0 ? 'Your account is not linked to an artist yet.' : 'Choose one of your own artists.',
      ],
    });
  };
  for (const [index, name] of (body.album?.artists ?? []).entries()) {
    if (!own.has(normalisedName(name))) refuse(`album.artists.${index}`);
  }
  for (const [trackIndex, track] of body.tracks.entries()) {
    for (const [index, name] of track.artists.entries()) {
      if (!own.has(normalisedName(name))) refuse(`tracks.${trackIndex}.artists.${index}`);
    }
  }
}

/**
 * `backstage/workspace/…`: the admin's upload pipeline for the artist's own artists, within the `minutes`
 * restriction of `music.create`: the minutes left, the check the browser makes before sending a file, and reading,
 * listing, publishing and discarding the artist's files.
 */
export function workspaceImportRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const base = '/backstage/workspace';

  routes.get(`${base}/minutes`, async (c) => {
    const account = await requireArtistAccount(c, services);
    return c.json({ minutes: await uploadMinutes(db, account) });
  });

  routes.post(`${base}/uploads/check`, async (c) => {
    const account = await requireArtistAccount(c, services);
    const { durations } = validate(uploadCheckBodySchema, await readBody(c));
    const total = durations.reduce((sum, duration) => sum + duration, 0);
    return c.json({ minutes: await requireMinutesFor(db, account, total, 'durations') });
  });

  routes.get(`${base}/import/files`, async (c) => {
    const account = await requireArtistAccount(c, services);
    const imports = await pendingImports(db, account.user.id);
    if (mayPickAnyArtist(account)) return c.json({ imports });
    const own = await ownArtistNames(db, account.user.id);
    return c.json({ imports: imports.map((found) => creditedToOwn(found, own)) });
  });

  routes.post(`${base}/import/files`, async (c) => {
    const account = await requireArtistAccount(c, services);
    const { file_entry_id } = validate(catalogueImportFileBodySchema, await readBody(c));
    const before = await uploadMinutes(db, account);
    if (before.left !== null && before.left <= 0) {
      throw new ValidationError({ file_entry_id: [overQuotaMessage(0)] });
    }
    const imported = await importUploadedFile(services, account.user.id, file_entry_id);
    // The length is known once the file is read; a file that goes over is removed at once.
    if (before.left !== null && imported.format.duration / 60_000 > before.left) {
      await discardImports(services, account.user.id, [imported.id]);
      throw new ValidationError({ file_entry_id: [overQuotaMessage(before.left)] });
    }
    if (mayPickAnyArtist(account)) return c.json({ import: imported }, 201);
    return c.json({ import: creditedToOwn(imported, await ownArtistNames(db, account.user.id)) }, 201);
  });

  routes.post(`${base}/import/publish`, async (c) => {
    const account = await requireArtistAccount(c, services);
    const body = validate(catalogueImportPublishBodySchema, await readBody(c));
    await requireOwnArtistNames(db, account, body);
    // Files dropped on one of the artist's own albums join it, as on the admin's album form.
    const mayEditAlbum = (albumId: number) => ownsItem(db, account.user.id, 'album', albumId);
    return c.json(await publishImports(services, account.user.id, body, { mayEditAlbum }), 201);
  });

  routes.post(`${base}/import/discard`, async (c) => {
    const account = await requireArtistAccount(c, services);
    const { import_ids } = validate(catalogueImportDiscardBodySchema, await readBody(c));
    return c.json({ discarded: await discardImports(services, account.user.id, import_ids) });
  });

  return routes;
}
