import { adminPlaylistCreatePayloadSchema, adminPlaylistPayloadSchema } from '@tonearm/client/contract';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppServices } from '../../app-context';
import { idParam } from '../../catalogue/route-params';
import { playlists } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { listOrder, listPage, listWhere, readBulkIds, readListQuery } from '../list';
import { requireAdminSection } from '../require-admin-section';
import { countPlaylists, playlistListDefinition, playlistRows } from './playlist-list';
import { ownerChoices, searchOwners } from './playlist-owners';
import { createPlaylist, deletePlaylists, NO_SUCH_PLAYLIST, savePlaylist } from './playlist-writes';

/** The permission of the admin's playlists section. */
export const PLAYLISTS_PERMISSION = 'playlists.update';

/**
 * `admin/playlists` (doc 001 §2 Admin): every listener's playlists, adding one for any account, editing any of them
 * and deleting them, and the Owner filter's account search, behind `playlists.update`.
 */
export function adminPlaylistRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const guard = createMiddleware<AppBindings>(async (c, next) => {
    await requireAdminSection(c, services, PLAYLISTS_PERMISSION);
    await next();
  });
  routes.use('/admin/playlists', guard);
  routes.use('/admin/playlists/*', guard);

  routes.get('/admin/playlists', async (c) => {
    const query = readListQuery(c, playlistListDefinition);
    const where = listWhere(playlistListDefinition, query);
    return c.json(
      await listPage(c, query, {
        count: () => countPlaylists(db, where),
        rows: async (limit, offset) => {
          const page = await db
            .select({ id: playlists.id })
            .from(playlists)
            .where(where)
            .orderBy(...listOrder(playlistListDefinition, query))
            .limit(limit)
            .offset(offset);
          return playlistRows(
            db,
            page.map((row) => row.id),
          );
        },
      }),
    );
  });

  // The Owner filter's choices: a playlists operator needs no right over the users section to find an owner.
  routes.get('/admin/playlists/owners', async (c) =>
    c.json({ users: await searchOwners(db, (c.req.query('query') ?? '').trim().slice(0, 255)) }),
  );

  routes.get('/admin/playlists/owners/:id{[0-9]+}', async (c) => {
    const [user] = await ownerChoices(db, [idParam(c)]);
    if (!user) throw notFound('There is no such user.');
    return c.json({ user });
  });

  routes.post('/admin/playlists', async (c) => {
    const operator = await requireAdminSection(c, services, PLAYLISTS_PERMISSION);
    const payload = validate(adminPlaylistCreatePayloadSchema, await readBody(c));
    const id = await createPlaylist(services, operator.user.id, payload, c.req.url);
    const [playlist] = await playlistRows(db, [id]);
    if (!playlist) throw notFound(NO_SUCH_PLAYLIST);
    return c.json({ playlist }, 201);
  });

  routes.put('/admin/playlists/:id{[0-9]+}', async (c) => {
    const operator = await requireAdminSection(c, services, PLAYLISTS_PERMISSION);
    const id = idParam(c);
    const payload = validate(adminPlaylistPayloadSchema, await readBody(c));
    await savePlaylist(services, operator.user.id, id, payload, c.req.url);
    const [playlist] = await playlistRows(db, [id]);
    if (!playlist) throw notFound(NO_SUCH_PLAYLIST);
    return c.json({ playlist });
  });

  routes.delete('/admin/playlists/:ids', async (c) => {
    await deletePlaylists(services, readBulkIds(c.req.param('ids')));
    return c.json({ status: 'success' as const });
  });

  return routes;
}
