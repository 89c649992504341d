import {
  adminAlbumPayloadSchema,
  adminTrackPayloadSchema,
  workspaceArtistPayloadSchema,
} from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod';
import { readAdminAlbum, saveAdminAlbum } from '../../admin/catalogue/albums/album-editor';
import { readAdminArtist, saveAdminArtist } from '../../admin/catalogue/artists/artist-editor';
import { deleteCatalogueRows } from '../../admin/catalogue/catalogue-deletion';
import { readAdminTrack, saveAdminTrack } from '../../admin/catalogue/tracks/track-editor';
import type { AppBindings, AppServices } from '../../app-context';
import { idParam } from '../../catalogue/route-params';
import { tracks } from '../../db/schema';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { requireMinutesFor } from './upload-minutes';
import { requireArtistAccount, requireOwnItem } from './workspace-access';
import { albumChoices, artistChoices, requireOwnArtists, requireOwnRecords } from './workspace-credits';

const choicesQuerySchema = z.object({ query: z.string().max(100).default('') });

/**
 * The artist's own tracks, albums and artist profile: read, saved with the admin's editors (without the admin-only
 * fields), tracks and albums deleted with their files. Someone else's item answers 404, as a missing one does.
 */
export function workspaceItemRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const base = '/backstage/workspace';

  routes.get(`${base}/artists`, async (c) => {
    const account = await requireArtistAccount(c, services);
    const { query } = validate(choicesQuerySchema, c.req.query());
    return c.json(await artistChoices(db, account, query.trim()));
  });

  routes.get(`${base}/albums`, async (c) => {
    const account = await requireArtistAccount(c, services);
    const { query } = validate(choicesQuerySchema, c.req.query());
    return c.json(await albumChoices(db, account, query.trim()));
  });

  routes.get(`${base}/tracks/:id{[0-9]+}`, async (c) => {
    const account = await requireArtistAccount(c, services);
    const id = idParam(c);
    await requireOwnItem(db, account.user.id, 'track', id);
    return c.json({ track: await readAdminTrack(services, id) });
  });

  routes.put(`${base}/tracks/:id{[0-9]+}`, async (c) => {
    const account = await requireArtistAccount(c, services);
    const id = idParam(c);
    const payload = validate(adminTrackPayloadSchema, await readBody(c));
    await requireOwnItem(db, account.user.id, 'track', id);
    await requireOwnArtists(db, account, payload.artist_ids, 'artist_ids');
    if (payload.album_id !== null)
      await requireOwnRecords(db, account, 'album', [payload.album_id], () => 'album_id');
    // New audio that is longer than the old counts against the upload minutes by the difference.
    const [before] = await db.select({ duration: tracks.duration }).from(tracks).where(eq(tracks.id, id));
    if (payload.src && before && payload.duration > before.duration) {
      await requireMinutesFor(db, account, payload.duration - before.duration, 'src');
    }
    await saveAdminTrack(services, id, payload);
    return c.json({ track: await readAdminTrack(services, id) });
  });

  routes.delete(`${base}/tracks/:id{[0-9]+}`, async (c) => {
    const account = await requireArtistAccount(c, services);
    const id = idParam(c);
    await requireOwnItem(db, account.user.id, 'track', id);
    await deleteCatalogueRows(services, 'track', [id]);
    return c.json({ status: 'success' as const });
  });

  routes.get(`${base}/albums/:id{[0-9]+}`, async (c) => {
    const account = await requireArtistAccount(c, services);
    const id = idParam(c);
    await requireOwnItem(db, account.user.id, 'album', id);
    return c.json({ album: await readAdminAlbum(services, id) });
  });

  routes.put(`${base}/albums/:id{[0-9]+}`, async (c) => {
    const account = await requireArtistAccount(c, services);
    const id = idParam(c);
    const payload = validate(adminAlbumPayloadSchema, await readBody(c));
    await requireOwnItem(db, account.user.id, 'album', id);
    await requireOwnArtists(db, account, payload.artist_ids, 'artist_ids');
    await requireOwnRecords(db, account, 'track', payload.track_ids, (index) => `track_ids.${index}`);
    await saveAdminAlbum(services, id, payload);
    return c.json({ album: await readAdminAlbum(services, id) });
  });

  routes.delete(`${base}/albums/:id{[0-9]+}`, async (c) => {
    const account = await requireArtistAccount(c, services);
    const id = idParam(c);
    await requireOwnItem(db, account.user.id, 'album', id);
    await deleteCatalogueRows(services, 'album', [id]);
    return c.json({ status: 'success' as const });
  });

  routes.get(`${base}/artists/:id{[0-9]+}`, async (c) => {
    const account = await requireArtistAccount(c, services);
    const id = idParam(c);
    await requireOwnItem(db, account.user.id, 'artist', id);
    return c.json({ artist: await readAdminArtist(services, id) });
  });

  routes.put(`${base}/artists/:id{[0-9]+}`, async (c) => {
    const account = await requireArtistAccount(c, services);
    const id = idParam(c);
    const payload = validate(workspaceArtistPayloadSchema, await readBody(c));
    await requireOwnItem(db, account.user.id, 'artist', id);
    // The name and the verified mark are the admins' to change (a verify request asks for the mark).
    const stored = await readAdminArtist(services, id);
    await saveAdminArtist(services, id, { ...payload, name: stored.name, verified: stored.verified });
    return c.json({ artist: await readAdminArtist(services, id) });
  });

  return routes;
}
