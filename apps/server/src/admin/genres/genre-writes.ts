import type { AdminGenrePayload } from '@tonearm/client/contract';
import { eq, inArray } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import { genres } from '../../db/schema';
import { notFound } from '../../http/errors';
import { removeUnusedFiles } from '../catalogue/catalogue-files';
import { requireUniqueName, writingUniqueName } from './unique-name';

export const NO_SUCH_GENRE = 'There is no such genre.';
export const GENRE_NAME_TAKEN = 'Another genre already has this name.';

const orNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

/**
 * Creates (`id` null) or rewrites a genre; a name another genre has is refused on the field, and a picture it no
 * longer shows leaves storage when nothing else uses it. Answers the genre's id.
 */
export async function saveGenre(
  services: AppServices,
  id: number | null,
  payload: AdminGenrePayload,
): Promise<number> {
  const { db } = services;
  const values = { name: payload.name, display_name: payload.display_name, image: orNull(payload.image) };
  let before: typeof genres.$inferSelect | undefined;
  if (id !== null) {
    [before] = await db.select().from(genres).where(eq(genres.id, id));
    if (!before) throw notFound(NO_SUCH_GENRE);
  }
  await requireUniqueName(db, genres, payload.name, id, GENRE_NAME_TAKEN);
  const [saved] = await writingUniqueName(GENRE_NAME_TAKEN, () =>
    id === null
      ? db.insert(genres).values(values).returning({ id: genres.id })
      : db
          .update(genres)
          .set({ ...values, updated_at: services.now() })
          .where(eq(genres.id, id))
          .returning({ id: genres.id }),
  );
  if (!saved) throw notFound(NO_SUCH_GENRE);
  if (before?.image && before.image !== values.image) await removeUnusedFiles(services, [before.image]);
  return saved.id;
}

/** Deletes genres (their links to artists, albums and tracks go with them) and the pictures nothing else uses. */
export async function deleteGenres(services: AppServices, ids: number[]): Promise<void> {
  const removed = await services.db
    .delete(genres)
    .where(inArray(genres.id, ids))
    .returning({ image: genres.image });
  const images = removed.flatMap((row) => (row.image ? [row.image] : []));
  await removeUnusedFiles(services, [...new Set(images)]);
}
