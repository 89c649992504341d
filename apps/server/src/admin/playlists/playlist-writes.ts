import type { AdminPlaylistPayload } from '@tonearm/client/contract';
import { eq, inArray } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import { checkedCover, forgetFormerCover } from '../../catalogue/playlists/playlist-cover';
import { playlists } from '../../db/schema';
import { notFound } from '../../http/errors';

export const NO_SUCH_PLAYLIST = 'There is no such playlist.';

/**
 * Rewrites any listener's playlist. A new cover follows the listeners' rule (an image the operator uploaded, or an
 * address elsewhere), and the cover it replaces leaves storage when it was the owner's upload nothing else shows.
 */
export async function savePlaylist(
  services: AppServices,
  operatorId: number,
  id: number,
  payload: AdminPlaylistPayload,
  requestUrl: string,
): Promise<void> {
  const { db } = services;
  const [before] = await db.select().from(playlists).where(eq(playlists.id, id));
  if (!before) throw notFound(NO_SUCH_PLAYLIST);
  const image = await checkedCover(services, operatorId, payload.image, before.image, requestUrl);
  await db
    .update(playlists)
    .set({
      name: payload.name,
      description: payload.description?.trim() ? payload.description.trim() : null,
      public: payload.public,
      collaborative: payload.collaborative,
      image: image ?? null,
      updated_at: services.now(),
    })
    .where(eq(playlists.id, id));
  if ((image ?? null) !== before.image) {
    await forgetFormerCover(services, before.owner_id, before.id, before.image);
  }
}

/** Deletes playlists (their entries and followers go with them) and the owners' covers nothing else shows. */
export async function deletePlaylists(services: AppServices, ids: number[]): Promise<number> {
  const removed = await services.db
    .delete(playlists)
    .where(inArray(playlists.id, ids))
    .returning({ id: playlists.id, owner_id: playlists.owner_id, image: playlists.image });
  for (const row of removed) await forgetFormerCover(services, row.owner_id, row.id, row.image);
  return removed.length;
}
