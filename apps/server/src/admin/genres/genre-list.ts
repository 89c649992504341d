import type { AdminGenreRow } from '@tonearm/client/contract';
import { count, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { qualified as q } from '../../db/qualified';
import { genreables, genres } from '../../db/schema';
import { comparedCount, containsPattern, type ListDefinition, timestampFilters, yesNo } from '../list';

// Read per row through the links' genre index (migration 0059): a page costs a page of index lookups.
const artistsCount = sql<number>`(select count(*) from ${genreables}
  where ${q(genreables.genre_id)} = ${q(genres.id)} and ${q(genreables.genreable_type)} = 'artist')`.mapWith(
  Number,
);

/**
 * `GET admin/genres`: search by name or display name; sort by either name, artists and dates; filter by image,
 * artists and dates. Each order and the search read an index (migration 0059).
 */
export const genreListDefinition: ListDefinition = {
  sorts: {
    name: sql`lower(${genres.name})`,
    display_name: sql`lower(${genres.display_name})`,
    artists_count: artistsCount,
    created_at: sql`${genres.created_at}`,
    updated_at: sql`${genres.updated_at}`,
  },
  defaultSort: { key: 'updated_at', dir: 'desc' },
  search: (text) =>
    or(ilike(genres.name, containsPattern(text)), ilike(genres.display_name, containsPattern(text))) as SQL,
  filters: {
    has_image: yesNo(sql`${genres.image} is not null`),
    artists_count: comparedCount(artistsCount),
    ...timestampFilters(genres),
  },
  tieBreaker: sql`${genres.id}`,
};

/** The number of genres matching `where`. */
export async function countGenres(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(genres).where(where);
  return row?.value ?? 0;
}

/** Genres as rows of the admin's list, in the order of `ids`. */
export async function genreRows(db: Database, ids: number[]): Promise<AdminGenreRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ genre: genres, artists_count: artistsCount })
    .from(genres)
    .where(inArray(genres.id, ids));
  const byId = new Map(rows.map((row) => [row.genre.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.genre.id,
        name: row.genre.name,
        display_name: row.genre.display_name,
        image: row.genre.image,
        artists_count: row.artists_count,
        created_at: row.genre.created_at.toISOString(),
        updated_at: row.genre.updated_at.toISOString(),
      },
    ];
  });
}
