import type { AdminArtist, AdminArtistPayload } from '@tonearm/client/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AppServices } from '../../../app-context';
import { albums, artistAlbum, artistProfileImages, artists } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { removeUnusedFiles } from '../catalogue-files';
import { artistRows } from './artist-list';

export const NO_SUCH_ARTIST = 'There is no such artist.';

/** An artist with everything its admin form edits and its albums, newest first, or a 404. */
export async function readAdminArtist(services: AppServices, id: number): Promise<AdminArtist> {
  const { db } = services;
  const [[listed], [row], pictures, credited] = await Promise.all([
    artistRows(db, [id]),
    db.select().from(artists).where(eq(artists.id, id)),
    db
      .select({ url: artistProfileImages.url })
      .from(artistProfileImages)
      .where(eq(artistProfileImages.artist_id, id))
      .orderBy(asc(artistProfileImages.position), asc(artistProfileImages.id)),
    db
      .select({ id: albums.id, name: albums.name, release_date: albums.release_date, image: albums.image })
      .from(artistAlbum)
      .innerJoin(albums, eq(albums.id, artistAlbum.album_id))
      .where(eq(artistAlbum.artist_id, id))
      .orderBy(sql`${albums.release_date} desc nulls last`, desc(albums.id)),
  ]);
  if (!listed || !row) throw notFound(NO_SUCH_ARTIST);
  return {
    ...listed,
    links: row.links,
    bio: row.bio,
    city: row.city,
    country: row.country,
    profile_images: pictures.map((picture) => picture.url),
    albums: credited,
  };
}

const orNull = (value: string | null) => (value === null || value.trim() === '' ? null : value);

/** Saves an artist's form; pictures it no longer shows leave storage when nothing else uses them. */
export async function saveAdminArtist(services: AppServices, id: number, payload: AdminArtistPayload) {
  const { db } = services;
  const [before] = await db.select().from(artists).where(eq(artists.id, id));
  if (!before) throw notFound(NO_SUCH_ARTIST);
  const oldPictures = await db
    .select({ url: artistProfileImages.url })
    .from(artistProfileImages)
    .where(eq(artistProfileImages.artist_id, id));
  const pictures = [...new Set(payload.profile_images.filter((url) => url !== ''))];
  await db.transaction(async (tx) => {
    await tx
      .update(artists)
      .set({
        name: payload.name,
        image: orNull(payload.image),
        verified: payload.verified,
        links: payload.links,
        bio: orNull(payload.bio),
        city: orNull(payload.city),
        country: orNull(payload.country),
        updated_at: services.now(),
      })
      .where(eq(artists.id, id));
    await tx.delete(artistProfileImages).where(eq(artistProfileImages.artist_id, id));
    if (pictures.length > 0) {
      await tx
        .insert(artistProfileImages)
        .values(pictures.map((url, position) => ({ artist_id: id, url, position })));
    }
  });
  const kept = new Set([orNull(payload.image), ...pictures]);
  const dropped = [before.image, ...oldPictures.map((picture) => picture.url)].filter(
    (reference): reference is string => reference !== null && !kept.has(reference),
  );
  await removeUnusedFiles(services, dropped);
}
