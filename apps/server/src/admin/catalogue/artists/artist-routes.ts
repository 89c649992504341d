import { adminArtistPayloadSchema } from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../../app-context';
import { idParam } from '../../../catalogue/route-params';
import { artists } from '../../../db/schema';
import { readBody } from '../../../http/read-body';
import { validate } from '../../../http/validate';
import { createWithForm } from '../catalogue-edits';
import { catalogueSectionRoutes } from '../catalogue-section-routes';
import { NO_SUCH_ARTIST, readAdminArtist, saveAdminArtist } from './artist-editor';
import { artistListDefinition, artistRows, countArtists } from './artist-list';

/** The permission of the admin's artists section. */
export const ARTISTS_PERMISSION = 'artists.update';

/** `admin/artists`: the list, the editor, the deletion (with what is credited to it alone) and its files. */
export function artistRoutes(services: AppServices) {
  const routes = catalogueSectionRoutes(services, {
    kind: 'artist',
    resource: 'admin/artists',
    permission: ARTISTS_PERMISSION,
    missing: NO_SUCH_ARTIST,
    definition: artistListDefinition,
    count: countArtists,
    pageIds: async (db, where, order, limit, offset) =>
      (
        await db
          .select({ id: artists.id })
          .from(artists)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map((row) => row.id),
    rows: artistRows,
  });
  routes.post('/admin/artists', async (c) => {
    const payload = validate(adminArtistPayloadSchema, await readBody(c));
    const id = await createWithForm(
      async () => {
        const [made] = await services.db
          .insert(artists)
          .values({ name: payload.name })
          .returning({ id: artists.id });
        if (!made) throw new Error('The artist was not made.');
        return made.id;
      },
      (made) => saveAdminArtist(services, made, payload),
      async (made) => {
        await services.db.delete(artists).where(eq(artists.id, made));
      },
    );
    return c.json({ artist: await readAdminArtist(services, id) }, 201);
  });
  const base = '/admin/artists/:id{[0-9]+}';
  routes.get(base, async (c) => c.json({ artist: await readAdminArtist(services, idParam(c)) }));
  routes.put(base, async (c) => {
    const id = idParam(c);
    await saveAdminArtist(services, id, validate(adminArtistPayloadSchema, await readBody(c)));
    return c.json({ artist: await readAdminArtist(services, id) });
  });
  return routes;
}
