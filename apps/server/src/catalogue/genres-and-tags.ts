import { slugify } from '@tonearm/client/rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { genreables, genres, taggables, tags } from '../db/schema';

/** Finds or creates genres by display name and attaches them to a model, replacing what it had. */
export async function setGenres(
  db: Database,
  type: 'artist' | 'album' | 'track',
  id: number,
  names: readonly string[],
): Promise<void> {
  await db
    .delete(genreables)
    .where(and(eq(genreables.genreable_type, type), eq(genreables.genreable_id, id)));
  const wanted = [...new Map(names.map((name) => [slugify(name), name.trim()])).entries()].filter(
    ([slug]) => slug,
  );
  if (wanted.length === 0) return;
  await db
    .insert(genres)
    .values(wanted.map(([name, display_name]) => ({ name, display_name })))
    .onConflictDoNothing({ target: genres.name });
  const rows = await db
    .select({ id: genres.id })
    .from(genres)
    .where(
      inArray(
        genres.name,
        wanted.map(([name]) => name),
      ),
    );
  await db
    .insert(genreables)
    .values(rows.map((row) => ({ genre_id: row.id, genreable_type: type, genreable_id: id })))
    .onConflictDoNothing();
}

/** Finds or creates tags by display name and attaches them to an album or track, replacing what it had. */
export async function setTags(
  db: Database,
  type: 'album' | 'track',
  id: number,
  names: readonly string[],
): Promise<void> {
  await db.delete(taggables).where(and(eq(taggables.taggable_type, type), eq(taggables.taggable_id, id)));
  const wanted = [...new Map(names.map((name) => [slugify(name), name.trim()])).entries()].filter(
    ([slug]) => slug,
  );
  if (wanted.length === 0) return;
  await db
    .insert(tags)
    .values(wanted.map(([name, display_name]) => ({ name, display_name })))
    .onConflictDoNothing({ target: tags.name });
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      inArray(
        tags.name,
        wanted.map(([name]) => name),
      ),
    );
  await db
    .insert(taggables)
    .values(rows.map((row) => ({ tag_id: row.id, taggable_type: type, taggable_id: id })))
    .onConflictDoNothing();
}
