import { playerTracksPayloadSchema, playLogPayloadSchema } from '@tonearm/client/contract';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../../app-context';
import { trackPlays, tracks } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { requireMusicPermission } from '../music-permission';
import { idParam } from '../route-params';
import { loadTracks } from '../serialize';
import { playOrigin } from './play-origin';
import { queueTrackIds, tracksAfter } from './queue-tracks';

const DEFAULT_QUEUE_PAGE = 25;

/** Continuing a queue, and logging plays (the history and the play counts). */
export function playerRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.post('/player/tracks', async (c) => {
    const account = await requireMusicPermission(c, services, 'music.view');
    const payload = validate(playerTracksPayloadSchema, await readBody(c));
    const all = await queueTrackIds(db, payload.queueId, account?.user.id ?? null);
    const next = all ? tracksAfter(all, payload.lastTrackId, payload.perPage ?? DEFAULT_QUEUE_PAGE) : [];
    return c.json({ tracks: await loadTracks(db, next) });
  });

  routes.post('/tracks/plays/:id/log', async (c) => {
    const account = await requireMusicPermission(c, services, 'music.play');
    const id = idParam(c);
    const payload = validate(playLogPayloadSchema, await readBody(c));
    const [track] = await db
      .update(tracks)
      .set({ plays: sql`${tracks.plays} + 1` })
      .where(eq(tracks.id, id))
      .returning({ id: tracks.id });
    if (!track) throw notFound();
    await db.insert(trackPlays).values({
      track_id: id,
      user_id: account?.user.id ?? null,
      queue_id: payload.queueId ?? null,
      // The country header is only as true as the proxy that sets it: without one, a client could name any country.
      ...playOrigin(
        c.get('visitor').userAgent,
        services.env.TRUST_PROXY > 0 ? c.req.header(services.env.COUNTRY_HEADER) : undefined,
      ),
      created_at: services.now(),
    });
    return c.json({ status: 'success' });
  });

  return routes;
}
