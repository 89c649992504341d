import type {
  Album,
  Artist,
  ArtistSummary,
  Genre,
  Playlist,
  PublicUser,
  Tag,
  Track,
} from '@tonearm/client/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { publicName } from '../accounts/serialize-user';
import { trackAudio } from '../admin/catalogue-import/import-tables';
import type { Database } from '../db/connect';
import {
  albums,
  artistAlbum,
  artists,
  artistTrack,
  genreables,
  genres,
  likes,
  lyrics,
  playlistFollowers,
  playlists,
  playlistTrack,
  taggables,
  tags,
  tracks,
  users,
} from '../db/schema';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];
const iso = (date: Date) => date.toISOString();

/** Orders `rows` as `ids` lists them, dropping ids that matched nothing. */
function inOrder<T extends { id: number }>(ids: readonly number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** How a stored track is played: the server's stream (checked for music.play) or its external URL. */
export function trackSrc(track: Pick<Row<typeof tracks>, 'id' | 'src' | 'audio_path'>): string | null {
  if (track.audio_path) return `/api/v1/tracks/${track.id}/stream`;
  return track.src;
}

export function serializeGenre(row: Row<typeof genres>): Genre {
  return {
    id: row.id,
    model_type: 'genre',
    name: row.name,
    display_name: row.display_name,
    image: row.image,
  };
}

export function serializeTag(row: Row<typeof tags>): Tag {
  return { id: row.id, model_type: 'tag', name: row.name, display_name: row.display_name };
}

function artistSummary(row: Row<typeof artists>): ArtistSummary {
  return { id: row.id, model_type: 'artist', name: row.name, verified: row.verified, image: row.image };
}

/** The public face of users: never their e-mail address. */
export async function loadPublicUsers(db: Database, ids: readonly number[]): Promise<PublicUser[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
  return inOrder(ids, rows).map((user) => ({
    id: user.id,
    model_type: 'user',
    name: publicName(user),
    image: user.image,
  }));
}

async function genresOf(db: Database, type: 'artist' | 'album' | 'track', ids: number[]) {
  if (ids.length === 0) return new Map<number, Genre[]>();
  const rows = await db
    .select({ owner: genreables.genreable_id, genre: genres })
    .from(genreables)
    .innerJoin(genres, eq(genres.id, genreables.genre_id))
    .where(and(eq(genreables.genreable_type, type), inArray(genreables.genreable_id, ids)))
    .orderBy(asc(genres.name));
  const grouped = groupBy(rows, (row) => row.owner);
  return new Map([...grouped].map(([id, list]) => [id, list.map((row) => serializeGenre(row.genre))]));
}

async function tagsOf(db: Database, type: 'album' | 'track', ids: number[]) {
  if (ids.length === 0) return new Map<number, Tag[]>();
  const rows = await db
    .select({ owner: taggables.taggable_id, tag: tags })
    .from(taggables)
    .innerJoin(tags, eq(tags.id, taggables.tag_id))
    .where(and(eq(taggables.taggable_type, type), inArray(taggables.taggable_id, ids)))
    .orderBy(asc(tags.name));
  const grouped = groupBy(rows, (row) => row.owner);
  return new Map([...grouped].map(([id, list]) => [id, list.map((row) => serializeTag(row.tag))]));
}

async function likeCounts(db: Database, type: 'artist' | 'album' | 'track', ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: likes.likeable_id, value: count() })
    .from(likes)
    .where(and(eq(likes.likeable_type, type), inArray(likes.likeable_id, ids)))
    .groupBy(likes.likeable_id);
  return new Map(rows.map((row) => [row.id, row.value]));
}

async function creditsOfTracks(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, ArtistSummary[]>();
  const rows = await db
    .select({ owner: artistTrack.track_id, artist: artists })
    .from(artistTrack)
    .innerJoin(artists, eq(artists.id, artistTrack.artist_id))
    .where(inArray(artistTrack.track_id, ids))
    .orderBy(asc(artistTrack.position));
  const grouped = groupBy(rows, (row) => row.owner);
  return new Map([...grouped].map(([id, list]) => [id, list.map((row) => artistSummary(row.artist))]));
}

async function creditsOfAlbums(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, ArtistSummary[]>();
  const rows = await db
    .select({ owner: artistAlbum.album_id, artist: artists })
    .from(artistAlbum)
    .innerJoin(artists, eq(artists.id, artistAlbum.artist_id))
    .where(inArray(artistAlbum.album_id, ids))
    .orderBy(asc(artistAlbum.position));
  const grouped = groupBy(rows, (row) => row.owner);
  return new Map([...grouped].map(([id, list]) => [id, list.map((row) => artistSummary(row.artist))]));
}

const UNKNOWN_REPLAY_GAIN = {
  replay_gain_db: null,
  replay_gain_peak: null,
  album_replay_gain_db: null,
  album_replay_gain_peak: null,
} as const;

/** The ReplayGain an import read from each track's file (tracks added otherwise have none). */
function replayGainsOf(db: Database, ids: number[]) {
  return db
    .select({
      track_id: trackAudio.track_id,
      replay_gain_db: trackAudio.replay_gain_db,
      replay_gain_peak: trackAudio.replay_gain_peak,
      album_replay_gain_db: trackAudio.album_replay_gain_db,
      album_replay_gain_peak: trackAudio.album_replay_gain_peak,
    })
    .from(trackAudio)
    .where(inArray(trackAudio.track_id, ids));
}

export interface TrackDetail {
  /** Adds genres and tags. */
  details?: boolean;
}

/** Tracks as the contract sends them, in the order of `ids`. */
export async function loadTracks(
  db: Database,
  ids: readonly number[],
  options: TrackDetail = {},
): Promise<Track[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db.select().from(tracks).where(inArray(tracks.id, unique));
  const albumIds = [...new Set(rows.flatMap((row) => (row.album_id === null ? [] : [row.album_id])))];
  const [albumRows, credits, counts, lyricRows, genreMap, tagMap, gainRows] = await Promise.all([
    albumIds.length > 0 ? db.select().from(albums).where(inArray(albums.id, albumIds)) : [],
    creditsOfTracks(db, unique),
    likeCounts(db, 'track', unique),
    db.select({ track_id: lyrics.track_id }).from(lyrics).where(inArray(lyrics.track_id, unique)),
    options.details ? genresOf(db, 'track', unique) : null,
    options.details ? tagsOf(db, 'track', unique) : null,
    replayGainsOf(db, unique),
  ]);
  const albumById = new Map(albumRows.map((album) => [album.id, album]));
  const withLyrics = new Set(lyricRows.map((row) => row.track_id));
  const gains = new Map(gainRows.map(({ track_id, ...gain }) => [track_id, gain]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const album = row.album_id === null ? undefined : albumById.get(row.album_id);
    const track: Track = {
      id: row.id,
      model_type: 'track',
      name: row.name,
      number: row.number,
      duration: row.duration,
      src: trackSrc(row),
      image: row.image ?? album?.image ?? null,
      artists: credits.get(row.id) ?? [],
      album: album
        ? {
            id: album.id,
            model_type: 'album',
            name: album.name,
            release_date: album.release_date,
            image: album.image,
          }
        : null,
      album_id: row.album_id,
      plays: row.plays,
      likes_count: counts.get(row.id) ?? 0,
      has_lyrics: withLyrics.has(row.id),
      created_at: iso(row.created_at),
      ...(gains.get(row.id) ?? UNKNOWN_REPLAY_GAIN),
    };
    if (genreMap) track.genres = genreMap.get(row.id) ?? [];
    if (tagMap) track.tags = tagMap.get(row.id) ?? [];
    return [track];
  });
}

export interface AlbumDetail {
  /** Adds the tracks in album order, genres and tags. */
  details?: boolean;
}

/** Albums as the contract sends them, in the order of `ids`. */
export async function loadAlbums(
  db: Database,
  ids: readonly number[],
  options: AlbumDetail = {},
): Promise<Album[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db.select().from(albums).where(inArray(albums.id, unique));
  const [credits, counts, trackStats, genreMap, tagMap] = await Promise.all([
    creditsOfAlbums(db, unique),
    likeCounts(db, 'album', unique),
    db
      .select({
        album_id: tracks.album_id,
        total: count(),
        plays: sql<number>`coalesce(sum(${tracks.plays}), 0)::int`,
      })
      .from(tracks)
      .where(inArray(tracks.album_id, unique))
      .groupBy(tracks.album_id),
    options.details ? genresOf(db, 'album', unique) : null,
    options.details ? tagsOf(db, 'album', unique) : null,
  ]);
  const stats = new Map(trackStats.map((row) => [row.album_id, row]));
  let trackMap: Map<number, Track[]> | null = null;
  if (options.details) {
    const trackRows = await db
      .select({ id: tracks.id, album_id: tracks.album_id })
      .from(tracks)
      .where(inArray(tracks.album_id, unique))
      .orderBy(asc(tracks.number), asc(tracks.id));
    const loaded = await loadTracks(
      db,
      trackRows.map((row) => row.id),
    );
    trackMap = groupBy(loaded, (track) => track.album_id ?? 0);
  }
  return inOrder(ids, rows).map((row) => {
    const album: Album = {
      id: row.id,
      model_type: 'album',
      name: row.name,
      release_date: row.release_date,
      image: row.image,
      artists: credits.get(row.id) ?? [],
      tracks_count: stats.get(row.id)?.total ?? 0,
      plays: Number(stats.get(row.id)?.plays ?? 0),
      likes_count: counts.get(row.id) ?? 0,
      created_at: iso(row.created_at),
    };
    if (trackMap) album.tracks = trackMap.get(row.id) ?? [];
    if (genreMap) album.genres = genreMap.get(row.id) ?? [];
    if (tagMap) album.tags = tagMap.get(row.id) ?? [];
    return album;
  });
}

export interface ArtistDetail {
  /** Adds the profile: bio, place, links and genres. */
  details?: boolean;
}

/** Artists as the contract sends them, in the order of `ids`, with followers and plays. */
export async function loadArtists(
  db: Database,
  ids: readonly number[],
  options: ArtistDetail = {},
): Promise<Artist[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db.select().from(artists).where(inArray(artists.id, unique));
  const [counts, playRows, genreMap] = await Promise.all([
    likeCounts(db, 'artist', unique),
    db
      .select({
        artist_id: artistTrack.artist_id,
        plays: sql<number>`coalesce(sum(${tracks.plays}), 0)::int`,
      })
      .from(artistTrack)
      .innerJoin(tracks, eq(tracks.id, artistTrack.track_id))
      .where(inArray(artistTrack.artist_id, unique))
      .groupBy(artistTrack.artist_id),
    genresOf(db, 'artist', unique),
  ]);
  const plays = new Map(playRows.map((row) => [row.artist_id, Number(row.plays)]));
  return inOrder(ids, rows).map((row) => {
    const artist: Artist = {
      ...artistSummary(row),
      genres: genreMap.get(row.id) ?? [],
      followers_count: counts.get(row.id) ?? 0,
      plays: plays.get(row.id) ?? 0,
      created_at: iso(row.created_at),
    };
    if (options.details) {
      artist.bio = row.bio;
      artist.city = row.city;
      artist.country = row.country;
      artist.links = row.links;
    }
    return artist;
  });
}

/** Playlists as the contract sends them, in the order of `ids`. */
export async function loadPlaylists(db: Database, ids: readonly number[]): Promise<Playlist[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db.select().from(playlists).where(inArray(playlists.id, unique));
  const [owners, trackStats, followerCounts, firstImages] = await Promise.all([
    loadPublicUsers(db, [...new Set(rows.map((row) => row.owner_id))]),
    db
      .select({
        playlist_id: playlistTrack.playlist_id,
        total: count(),
        duration: sql<number>`coalesce(sum(${tracks.duration}), 0)::int`,
      })
      .from(playlistTrack)
      .innerJoin(tracks, eq(tracks.id, playlistTrack.track_id))
      .where(inArray(playlistTrack.playlist_id, unique))
      .groupBy(playlistTrack.playlist_id),
    db
      .select({ playlist_id: playlistFollowers.playlist_id, value: count() })
      .from(playlistFollowers)
      .where(inArray(playlistFollowers.playlist_id, unique))
      .groupBy(playlistFollowers.playlist_id),
    // The cover of a playlist without its own image: its first track's (or that track's album's).
    db
      .selectDistinctOn([playlistTrack.playlist_id], {
        playlist_id: playlistTrack.playlist_id,
        image: sql<string | null>`coalesce(${tracks.image}, ${albums.image})`,
      })
      .from(playlistTrack)
      .innerJoin(tracks, eq(tracks.id, playlistTrack.track_id))
      .leftJoin(albums, eq(albums.id, tracks.album_id))
      .where(inArray(playlistTrack.playlist_id, unique))
      .orderBy(playlistTrack.playlist_id, asc(playlistTrack.position)),
  ]);
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  const stats = new Map(trackStats.map((row) => [row.playlist_id, row]));
  const followers = new Map(followerCounts.map((row) => [row.playlist_id, row.value]));
  const covers = new Map(firstImages.map((row) => [row.playlist_id, row.image]));
  return inOrder(ids, rows).flatMap((row) => {
    const owner = ownerById.get(row.owner_id);
    if (!owner) return [];
    return [
      {
        id: row.id,
        model_type: 'playlist' as const,
        name: row.name,
        description: row.description,
        image: row.image ?? covers.get(row.id) ?? null,
        public: row.public,
        collaborative: row.collaborative,
        owner_id: row.owner_id,
        owner,
        tracks_count: stats.get(row.id)?.total ?? 0,
        followers_count: followers.get(row.id) ?? 0,
        duration: Number(stats.get(row.id)?.duration ?? 0),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      },
    ];
  });
}

/** Genres in the order of `ids`. */
export async function loadGenres(db: Database, ids: readonly number[]): Promise<Genre[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(genres)
    .where(inArray(genres.id, [...ids]));
  return inOrder(ids, rows).map(serializeGenre);
}
