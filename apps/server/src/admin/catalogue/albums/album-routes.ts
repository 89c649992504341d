import { adminAlbumPayloadSchema } from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../../app-context';
import { idParam } from '../../../catalogue/route-params';
import { loadAlbums } from '../../../catalogue/serialize';
import { albums } from '../../../db/schema';
import { readBody } from '../../../http/read-body';
import { validate } from '../../../http/validate';
import { notifyFollowersOfRelease } from '../../catalogue-import/release-notifications';
import { createWithForm } from '../catalogue-edits';
import { catalogueSectionRoutes } from '../catalogue-section-routes';
import { NO_SUCH_ALBUM, readAdminAlbum, saveAdminAlbum } from './album-editor';
import { albumListDefinition, albumRows, countAlbums } from './album-list';

/** The permission of the admin's albums section. */
export const ALBUMS_PERMISSION = 'albums.update';

/** `admin/albums`: the list, the editor, the deletion (tracks included) and its files. */
export function albumRoutes(services: AppServices) {
  const routes = catalogueSectionRoutes(services, {
    kind: 'album',
    resource: 'admin/albums',
    permission: ALBUMS_PERMISSION,
    missing: NO_SUCH_ALBUM,
    definition: albumListDefinition,
    count: countAlbums,
    pageIds: async (db, where, order, limit, offset) =>
      (
        await db
          .select({ id: albums.id })
          .from(albums)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map((row) => row.id),
    rows: albumRows,
  });
  routes.post('/admin/albums', async (c) => {
    const payload = validate(adminAlbumPayloadSchema, await readBody(c));
    const id = await createWithForm(
      async () => {
        const [made] = await services.db
          .insert(albums)
          .values({ name: payload.name })
          .returning({ id: albums.id });
        if (!made) throw new Error('The album was not made.');
        return made.id;
      },
      (made) => saveAdminAlbum(services, made, payload),
      async (made) => {
        await services.db.delete(albums).where(eq(albums.id, made));
      },
    );
    // Published at once: the artists' followers hear of it, as when an upload is published.
    const [published] = await loadAlbums(services.db, [id], { details: true });
    if (published) await notifyFollowersOfRelease(services, [{ kind: 'album', album: published }]);
    return c.json({ album: await readAdminAlbum(services, id) }, 201);
  });
  const base = '/admin/albums/:id{[0-9]+}';
  routes.get(base, async (c) => c.json({ album: await readAdminAlbum(services, idParam(c)) }));
  routes.put(base, async (c) => {
    const id = idParam(c);
    await saveAdminAlbum(services, id, validate(adminAlbumPayloadSchema, await readBody(c)));
    return c.json({ album: await readAdminAlbum(services, id) });
  });
  return routes;
}
