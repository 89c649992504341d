import { adminTrackPayloadSchema } from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../../app-context';
import { idParam } from '../../../catalogue/route-params';
import { loadTracks } from '../../../catalogue/serialize';
import { tracks } from '../../../db/schema';
import { ValidationError } from '../../../http/errors';
import { readBody } from '../../../http/read-body';
import { validate } from '../../../http/validate';
import { notifyFollowersOfRelease } from '../../catalogue-import/release-notifications';
import { createWithForm } from '../catalogue-edits';
import { catalogueSectionRoutes } from '../catalogue-section-routes';
import { NO_SUCH_TRACK, readAdminTrack, saveAdminTrack } from './track-editor';
import { countTracks, trackListDefinition, trackRows } from './track-list';

/** The permission of the admin's tracks section. */
export const TRACKS_PERMISSION = 'music.update';

/** `admin/tracks`: the list, the editor, the deletion and its files. */
export function trackRoutes(services: AppServices) {
  const routes = catalogueSectionRoutes(services, {
    kind: 'track',
    resource: 'admin/tracks',
    permission: TRACKS_PERMISSION,
    missing: NO_SUCH_TRACK,
    definition: trackListDefinition,
    count: countTracks,
    pageIds: async (db, where, order, limit, offset) =>
      (
        await db
          .select({ id: tracks.id })
          .from(tracks)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map((row) => row.id),
    rows: trackRows,
  });
  routes.post('/admin/tracks', async (c) => {
    const payload = validate(adminTrackPayloadSchema, await readBody(c));
    // A new track needs its audio; an edit may keep the one it has.
    if (!payload.src) throw new ValidationError({ src: ['Upload the audio of the track.'] });
    const id = await createWithForm(
      async () => {
        const [made] = await services.db
          .insert(tracks)
          .values({ name: payload.name, duration: payload.duration })
          .returning({ id: tracks.id });
        if (!made) throw new Error('The track was not made.');
        return made.id;
      },
      (made) => saveAdminTrack(services, made, payload),
      async (made) => {
        await services.db.delete(tracks).where(eq(tracks.id, made));
      },
    );
    // Published at once: the artists' followers hear of it, as when an upload is published.
    const [published] = await loadTracks(services.db, [id], { details: true });
    if (published) await notifyFollowersOfRelease(services, [{ kind: 'track', track: published }]);
    return c.json({ track: await readAdminTrack(services, id) }, 201);
  });
  const base = '/admin/tracks/:id{[0-9]+}';
  routes.get(base, async (c) => c.json({ track: await readAdminTrack(services, idParam(c)) }));
  routes.put(base, async (c) => {
    const id = idParam(c);
    await saveAdminTrack(services, id, validate(adminTrackPayloadSchema, await readBody(c)));
    return c.json({ track: await readAdminTrack(services, id) });
  });
  return routes;
}
