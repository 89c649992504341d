import type { AdminTrackChoice } from '@tonearm/client/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { trackSrc } from '../../catalogue/serialize';
import type { Database } from '../../db/connect';
import { qualified as q } from '../../db/qualified';
import { albums, artists, artistTrack, tracks } from '../../db/schema';

// The primary artist is the credit with the lowest position, read through the credits' track index.
const primaryArtistId = sql<number | null>`(select ${q(artistTrack.artist_id)} from ${artistTrack}
  where ${q(artistTrack.track_id)} = ${q(tracks.id)}
  order by ${q(artistTrack.position)}, ${q(artistTrack.artist_id)} limit 1)`;

/** Tracks as the admin's pickers offer them, in the order of `ids`. */
export async function trackChoices(db: Database, ids: number[]): Promise<AdminTrackChoice[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: tracks.id,
      name: tracks.name,
      src: tracks.src,
      audio_path: tracks.audio_path,
      duration: tracks.duration,
      image: sql<string | null>`coalesce(${tracks.image}, ${albums.image})`,
      artist: { id: artists.id, name: artists.name },
    })
    .from(tracks)
    .leftJoin(albums, eq(albums.id, tracks.album_id))
    .leftJoin(artists, eq(artists.id, primaryArtistId))
    .where(inArray(tracks.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.name,
        artist: row.artist?.id != null ? { id: row.artist.id, name: row.artist.name } : null,
        image: row.image,
        src: trackSrc(row),
        duration: row.duration,
      },
    ];
  });
}
