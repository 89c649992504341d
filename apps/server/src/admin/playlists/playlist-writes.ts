import type { AdminPlaylistCreatePayload, AdminPlaylistPayload } from '@tonearm/client/contract';
import { eq, inArray } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import { checkedCover, forgetFormerCover } from '../../catalogue/playlists/playlist-cover';
import { playlists, users } from '../../db/schema';
import { notFound, ValidationError } from '../../http/errors';

export const NO_SUCH_PLAYLIST = 'There is no such playlist.';
export const NO_SUCH_OWNER = 'There is no such user.';

const storedDescription = (description: string | null) => (description?.trim() ? description.trim() : null);

/**
 * Adds a playlist for any account (the operator's own when no owner is named). Its cover follows the listeners'
 * rule, as the operator's upload or an address elsewhere. Answers its id.
 */
export async function createPlaylist(
  services: AppServices,
  operatorId: number,
  payload: AdminPlaylistCreatePayload,
  requestUrl: string,
): Promise<number> {
  const { db } = services;
  const ownerId = payload.owner_id ?? operatorId;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId));
  if (!owner) throw new ValidationError({ owner_id: [NO_SUCH_OWNER] });
  const image = await checkedCover(services, operatorId, payload.image, null, requestUrl);
  const [row] = await db
    .insert(playlists)
    .values({
      name: payload.name,
      description: storedDescription(payload.description),
      public: payload.public,
      collaborative: payload.collaborative,
      image: image ?? null,
      owner_id: owner.id,
      created_at: services.now(),
      updated_at: services.now(),
    })
    .returning({ id: playlists.id });
  if (!row) throw new Error('The playlist was not created');
  return row.id;
}

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
      description: storedDescription(payload.description),
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
