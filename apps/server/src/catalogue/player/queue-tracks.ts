import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import {
  artistTrack,
  channels,
  genreables,
  genres,
  likes,
  playlists,
  playlistTrack,
  taggables,
  tags,
  trackPlays,
  tracks,
} from '../../db/schema';
import { channelContent } from '../channels/channel-content';

/** The longest queue the server continues; a longer list ends there. */
export const QUEUE_MAX = 500;

const numeric = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * Every track id of the list a queue was started from, in the order the list shows them, or `null` when the queue
 * names no list the server can continue (a radio or a search is a one-off list).
 */
export async function queueTrackIds(
  db: Database,
  queueId: string,
  userId: number | null,
): Promise<number[] | null> {
  const dot = queueId.indexOf('.');
  const source = queueId.slice(0, dot);
  const key = queueId.slice(dot + 1);
  const id = numeric(key);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  switch (source) {
    case 'album':
      if (id === null) return null;
      return ids(
        await db
          .select({ id: tracks.id })
          .from(tracks)
          .where(eq(tracks.album_id, id))
          .orderBy(asc(tracks.number), asc(tracks.id))
          .limit(QUEUE_MAX),
      );
    case 'artist':
      if (id === null) return null;
      return ids(
        await db
          .select({ id: tracks.id })
          .from(tracks)
          .innerJoin(artistTrack, eq(artistTrack.track_id, tracks.id))
          .where(eq(artistTrack.artist_id, id))
          .orderBy(desc(tracks.plays), asc(tracks.id))
          .limit(QUEUE_MAX),
      );
    case 'playlist': {
      if (id === null) return null;
      const [playlist] = await db.select().from(playlists).where(eq(playlists.id, id));
      if (!playlist || (!playlist.public && playlist.owner_id !== userId)) return null;
      return ids(
        await db
          .select({ id: playlistTrack.track_id })
          .from(playlistTrack)
          .where(eq(playlistTrack.playlist_id, id))
          .orderBy(asc(playlistTrack.position))
          .limit(QUEUE_MAX),
      );
    }
    case 'tag':
      return ids(
        await db
          .select({ id: tracks.id })
          .from(taggables)
          .innerJoin(tags, eq(tags.id, taggables.tag_id))
          .innerJoin(tracks, eq(tracks.id, taggables.taggable_id))
          .where(and(eq(tags.name, key), eq(taggables.taggable_type, 'track')))
          .orderBy(desc(tracks.plays), asc(tracks.id))
          .limit(QUEUE_MAX),
      );
    case 'genre':
      return ids(
        await db
          .select({ id: tracks.id })
          .from(genreables)
          .innerJoin(genres, eq(genres.id, genreables.genre_id))
          .innerJoin(tracks, eq(tracks.id, genreables.genreable_id))
          .where(and(eq(genres.name, key), eq(genreables.genreable_type, 'track')))
          .orderBy(desc(tracks.plays), asc(tracks.id))
          .limit(QUEUE_MAX),
      );
    case 'likedTracks':
      if (userId === null) return null;
      return ids(
        await db
          .select({ id: likes.likeable_id })
          .from(likes)
          .where(and(eq(likes.user_id, userId), eq(likes.likeable_type, 'track')))
          .orderBy(desc(likes.created_at), desc(likes.likeable_id))
          .limit(QUEUE_MAX),
      );
    case 'history':
      if (userId === null) return null;
      return ids(
        await db
          .select({ id: trackPlays.track_id })
          .from(trackPlays)
          .where(eq(trackPlays.user_id, userId))
          .orderBy(desc(trackPlays.created_at), desc(trackPlays.id))
          .limit(QUEUE_MAX),
      );
    case 'channel': {
      // A channel plays its tracks in the order it lists them.
      const [channel] = await db
        .select()
        .from(channels)
        .where(id === null ? eq(channels.slug, key) : eq(channels.id, id));
      if (!channel || channel.config.restriction !== null) return null;
      const content = await channelContent(db, channel, null, QUEUE_MAX, 0, 0);
      return content.items.flatMap((item) => (item.model_type === 'track' ? [item.id] : []));
    }
    default:
      return null;
  }
}

/** The tracks after `lastTrackId` in the list; from the start when the last track is no longer in it. */
export function tracksAfter(all: number[], lastTrackId: number, perPage: number): number[] {
  const at = all.indexOf(lastTrackId);
  return at < 0 ? [] : all.slice(at + 1, at + 1 + perPage);
}
