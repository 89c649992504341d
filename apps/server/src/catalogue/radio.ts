import type { RadioResponse, RadioSeedType } from '@tonearm/client/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { artistTrack, genreables, genres, tracks } from '../db/schema';
import { loadArtists, loadTracks, serializeGenre } from './serialize';

/** The artist, track or genre a radio starts from, `null` when it does not exist. */
export async function radioSeed(
  db: Database,
  type: RadioSeedType,
  id: number,
): Promise<RadioResponse['seed'] | null> {
  if (type === 'artist') return (await loadArtists(db, [id]))[0] ?? null;
  if (type === 'track') return (await loadTracks(db, [id]))[0] ?? null;
  const [genre] = await db.select().from(genres).where(eq(genres.id, id));
  return genre ? serializeGenre(genre) : null;
}

/** The genres that stand for the seed: its own, or those of the seed artist or track. */
function seedGenres(db: Database, type: RadioSeedType, id: number) {
  if (type === 'genre') return db.select({ id: genres.id }).from(genres).where(eq(genres.id, id));
  return db
    .select({ id: genreables.genre_id })
    .from(genreables)
    .where(and(eq(genreables.genreable_type, type), eq(genreables.genreable_id, id)));
}

/**
 * Tracks like the seed: tracks of its genres (a track's genres, or its artists' when it has none), shuffled so
 * each radio sounds fresh, with the seed's own tracks among them.
 */
export async function radioTrackIds(
  db: Database,
  type: RadioSeedType,
  id: number,
  size: number,
): Promise<number[]> {
  const genreIds = seedGenres(db, type, id);
  const byTrackGenre = db
    .select({ id: genreables.genreable_id })
    .from(genreables)
    .where(and(eq(genreables.genreable_type, 'track'), inArray(genreables.genre_id, genreIds)));
  const artistsOfGenres = db
    .select({ id: genreables.genreable_id })
    .from(genreables)
    .where(and(eq(genreables.genreable_type, 'artist'), inArray(genreables.genre_id, genreIds)));
  const byArtistGenre = db
    .select({ id: artistTrack.track_id })
    .from(artistTrack)
    .where(inArray(artistTrack.artist_id, artistsOfGenres));
  const rows = await db
    .select({ id: tracks.id })
    .from(tracks)
    .where(sql`${tracks.id} in (${byTrackGenre}) or ${tracks.id} in (${byArtistGenre})`)
    .orderBy(sql`random()`)
    .limit(size);
  const ids = rows.map((row) => row.id);
  // A track radio opens with the seed itself.
  if (type === 'track') return [id, ...ids.filter((trackId) => trackId !== id)].slice(0, size);
  return ids;
}
