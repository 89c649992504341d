import {
  albumPayloadSchema,
  artistPayloadSchema,
  radioSeedTypeSchema,
  trackPayloadSchema,
} from '@tonearm/client/contract';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import {
  albums,
  artistAlbum,
  artists,
  artistTrack,
  genreables,
  genres,
  likes,
  lyrics,
  taggables,
  tags,
  tracks,
} from '../db/schema';
import { notFound, ValidationError } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { commentsEnabled } from '../settings/player-settings';
import { serveFile } from '../storage/serve-file';
import { topLevelComments } from './comments/comment-queries';
import { setGenres, setTags } from './genres-and-tags';
import { parseLrc, plainLines } from './lrc';
import { requireMusicPermission } from './music-permission';
import { notifyNewRelease } from './new-release';
import { countOf, pageOf } from './page';
import { trackAudioFile } from './player/track-audio-file';
import { radioSeed, radioTrackIds } from './radio';
import { idParam } from './route-params';
import { loadAlbums, loadArtists, loadGenres, loadPublicUsers, loadTracks, serializeTag } from './serialize';

const RADIO_SIZE = 30;
const SIMILAR_ARTISTS = 8;
const ARTIST_PAGE_FOLLOWERS = 6;

/** Artists, albums, tracks (page data, waveform, lyrics, audio), tags, genres, radio and new music. */
export function catalogueRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  const artistAlbumIds = (artistId: number) => (limit: number, offset: number) =>
    db
      .select({ id: albums.id })
      .from(albums)
      .innerJoin(artistAlbum, eq(artistAlbum.album_id, albums.id))
      .where(eq(artistAlbum.artist_id, artistId))
      .orderBy(sql`${albums.release_date} desc nulls last`, desc(albums.id))
      .limit(limit)
      .offset(offset)
      .then((rows) => rows.map((row) => row.id));
  const artistAlbumCount = (artistId: number) => () =>
    db.select({ value: count() }).from(artistAlbum).where(eq(artistAlbum.artist_id, artistId)).then(countOf);
  const artistTrackIds = (artistId: number) => (limit: number, offset: number) =>
    db
      .select({ id: tracks.id })
      .from(tracks)
      .innerJoin(artistTrack, eq(artistTrack.track_id, tracks.id))
      .where(eq(artistTrack.artist_id, artistId))
      .orderBy(desc(tracks.plays), asc(tracks.id))
      .limit(limit)
      .offset(offset)
      .then((rows) => rows.map((row) => row.id));
  const artistTrackCount = (artistId: number) => () =>
    db.select({ value: count() }).from(artistTrack).where(eq(artistTrack.artist_id, artistId)).then(countOf);
  const followerIds = (artistId: number) => (limit: number, offset: number) =>
    db
      .select({ id: likes.user_id })
      .from(likes)
      .where(and(eq(likes.likeable_type, 'artist'), eq(likes.likeable_id, artistId)))
      .orderBy(desc(likes.created_at))
      .limit(limit)
      .offset(offset)
      .then((rows) => rows.map((row) => row.id));
  const followerCount = (artistId: number) => () =>
    db
      .select({ value: count() })
      .from(likes)
      .where(and(eq(likes.likeable_type, 'artist'), eq(likes.likeable_id, artistId)))
      .then(countOf);

  async function existingArtist(id: number) {
    const [row] = await db.select({ id: artists.id }).from(artists).where(eq(artists.id, id));
    if (!row) throw notFound();
    return row.id;
  }

  async function similarArtists(artistId: number): Promise<number[]> {
    const seedGenres = db
      .select({ id: genreables.genre_id })
      .from(genreables)
      .where(and(eq(genreables.genreable_type, 'artist'), eq(genreables.genreable_id, artistId)));
    const rows = await db
      .select({ id: genreables.genreable_id, shared: count() })
      .from(genreables)
      .where(
        and(
          eq(genreables.genreable_type, 'artist'),
          ne(genreables.genreable_id, artistId),
          inArray(genreables.genre_id, seedGenres),
        ),
      )
      .groupBy(genreables.genreable_id)
      .orderBy(desc(count()), asc(genreables.genreable_id))
      .limit(SIMILAR_ARTISTS);
    return rows.map((row) => row.id);
  }

  routes.get('/artists/:id', async (c) => {
    const account = await requireMusicPermission(c, services, 'music.view');
    const id = idParam(c);
    const [artist] = await loadArtists(db, [id], { details: true });
    if (!artist) throw notFound();
    const [albumPage, trackPage, similarIds, followers, following] = await Promise.all([
      pageOf(c, artistAlbumCount(id), artistAlbumIds(id), (ids) => loadAlbums(db, ids)),
      pageOf(c, artistTrackCount(id), artistTrackIds(id), (ids) => loadTracks(db, ids)),
      similarArtists(id),
      followerIds(id)(ARTIST_PAGE_FOLLOWERS, 0),
      account
        ? db
            .select({ id: likes.user_id })
            .from(likes)
            .where(
              and(
                eq(likes.user_id, account.user.id),
                eq(likes.likeable_type, 'artist'),
                eq(likes.likeable_id, id),
              ),
            )
        : [],
    ]);
    const similar = (await loadArtists(db, similarIds)).map(({ id, model_type, name, verified, image }) => ({
      id,
      model_type,
      name,
      verified,
      image,
    }));
    return c.json({
      artist,
      albums: albumPage,
      tracks: trackPage,
      similar,
      followers: await loadPublicUsers(db, followers),
      is_following: following.length > 0,
    });
  });

  routes.get('/artists/:id/albums', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    const id = await existingArtist(idParam(c));
    return c.json({
      pagination: await pageOf(c, artistAlbumCount(id), artistAlbumIds(id), (ids) => loadAlbums(db, ids)),
    });
  });

  routes.get('/artists/:id/tracks', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    const id = await existingArtist(idParam(c));
    return c.json({
      pagination: await pageOf(c, artistTrackCount(id), artistTrackIds(id), (ids) => loadTracks(db, ids)),
    });
  });

  routes.get('/artists/:id/followers', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    const id = await existingArtist(idParam(c));
    return c.json({
      pagination: await pageOf(c, followerCount(id), followerIds(id), (ids) => loadPublicUsers(db, ids)),
    });
  });

  routes.get('/albums/:id', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    const [album] = await loadAlbums(db, [idParam(c)], { details: true });
    if (!album) throw notFound();
    return c.json({ album });
  });

  routes.get('/tracks/:id', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    const [track] = await loadTracks(db, [idParam(c)], { details: true });
    if (!track) throw notFound();
    return c.json({ track });
  });

  routes.get('/tracks/:id/wave', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    const id = idParam(c);
    const [row] = await db.select({ waveform: tracks.waveform }).from(tracks).where(eq(tracks.id, id));
    if (!row) throw notFound();
    // With comments off, no comment shows as a mark on the waveform either.
    const pinned = (await commentsEnabled(db)) ? await topLevelComments(db, id) : [];
    return c.json({ waveData: row.waveform, comments: pinned });
  });

  routes.get('/tracks/:id/lyrics', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    const id = idParam(c);
    const [row] = await db.select().from(lyrics).where(eq(lyrics.track_id, id));
    if (!row) throw notFound('This track has no lyrics yet.');
    return c.json({
      lyric: {
        id: row.id,
        track_id: row.track_id,
        is_synced: row.is_synced,
        text: row.text,
        lines: row.is_synced ? parseLrc(row.text) : plainLines(row.text),
      },
    });
  });

  routes.get('/tracks/:id/stream', async (c) => {
    await requireMusicPermission(c, services, 'music.play');
    const audio = await trackAudioFile(services, idParam(c));
    return serveFile(c, {
      size: audio.size,
      type: audio.mime,
      cacheControl: 'private, max-age=3600',
      open: audio.open,
    });
  });

  async function tagByName(name: string) {
    const [tag] = await db.select().from(tags).where(eq(tags.name, name.toLowerCase()));
    if (!tag) throw notFound();
    return tag;
  }

  routes.get('/tags/:tag/tracks', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    const tag = await tagByName(c.req.param('tag'));
    const tagged = and(eq(taggables.tag_id, tag.id), eq(taggables.taggable_type, 'track'));
    const pagination = await pageOf(
      c,
      () => db.select({ value: count() }).from(taggables).where(tagged).then(countOf),
      (limit, offset) =>
        db
          .select({ id: tracks.id })
          .from(taggables)
          .innerJoin(tracks, eq(tracks.id, taggables.taggable_id))
          .where(tagged)
          .orderBy(desc(tracks.plays), asc(tracks.id))
          .limit(limit)
          .offset(offset)
          .then((rows) => rows.map((row) => row.id)),
      (ids) => loadTracks(db, ids),
    );
    return c.json({ tag: serializeTag(tag), pagination });
  });

  routes.get('/tags/:tag/albums', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    const tag = await tagByName(c.req.param('tag'));
    const tagged = and(eq(taggables.tag_id, tag.id), eq(taggables.taggable_type, 'album'));
    const pagination = await pageOf(
      c,
      () => db.select({ value: count() }).from(taggables).where(tagged).then(countOf),
      (limit, offset) =>
        db
          .select({ id: albums.id })
          .from(taggables)
          .innerJoin(albums, eq(albums.id, taggables.taggable_id))
          .where(tagged)
          .orderBy(sql`${albums.release_date} desc nulls last`, desc(albums.id))
          .limit(limit)
          .offset(offset)
          .then((rows) => rows.map((row) => row.id)),
      (ids) => loadAlbums(db, ids),
    );
    return c.json({ tag: serializeTag(tag), pagination });
  });

  routes.get('/genres', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    const pagination = await pageOf(
      c,
      () => db.select({ value: count() }).from(genres).then(countOf),
      (limit, offset) =>
        db
          .select({ id: genres.id })
          .from(genres)
          .leftJoin(genreables, eq(genreables.genre_id, genres.id))
          .groupBy(genres.id)
          .orderBy(desc(count(genreables.genreable_id)), asc(genres.name))
          .limit(limit)
          .offset(offset)
          .then((rows) => rows.map((row) => row.id)),
      (ids) => loadGenres(db, ids),
    );
    return c.json({ pagination });
  });

  routes.get('/radio/:type/:id', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    const type = radioSeedTypeSchema.safeParse(c.req.param('type'));
    if (!type.success) throw notFound();
    const id = idParam(c);
    const seed = await radioSeed(db, type.data, id);
    if (!seed) throw notFound();
    const ids = await radioTrackIds(db, type.data, id, RADIO_SIZE);
    return c.json({ type: type.data, seed, recommendations: await loadTracks(db, ids) });
  });

  routes.post('/artists', async (c) => {
    const account = await requireMusicPermission(c, services, 'music.create');
    const payload = validate(artistPayloadSchema, await readBody(c));
    const [row] = await db
      .insert(artists)
      .values({
        name: payload.name,
        bio: payload.bio ?? null,
        city: payload.city ?? null,
        country: payload.country ?? null,
        image: payload.image ?? null,
        links: payload.links ?? [],
        created_by: account?.user.id ?? null,
      })
      .returning({ id: artists.id });
    if (!row) throw new Error('The artist was not created');
    await setGenres(db, 'artist', row.id, payload.genres ?? []);
    const [artist] = await loadArtists(db, [row.id], { details: true });
    return c.json({ artist }, 201);
  });

  async function requireArtists(ids: readonly number[], field: string) {
    const found = await db
      .select({ id: artists.id })
      .from(artists)
      .where(inArray(artists.id, [...ids]));
    const known = new Set(found.map((row) => row.id));
    const missing = ids.findIndex((id) => !known.has(id));
    if (missing >= 0)
      throw new ValidationError({ [`${field}.${missing}`]: ['The selected artist is invalid.'] });
  }

  routes.post('/albums', async (c) => {
    const account = await requireMusicPermission(c, services, 'music.create');
    const payload = validate(albumPayloadSchema, await readBody(c));
    await requireArtists(payload.artist_ids, 'artist_ids');
    const [row] = await db
      .insert(albums)
      .values({
        name: payload.name,
        release_date: payload.release_date ?? null,
        image: payload.image ?? null,
        created_by: account?.user.id ?? null,
      })
      .returning({ id: albums.id });
    if (!row) throw new Error('The album was not created');
    await db.insert(artistAlbum).values(
      [...new Set(payload.artist_ids)].map((artist_id, position) => ({
        artist_id,
        album_id: row.id,
        position,
      })),
    );
    await setGenres(db, 'album', row.id, payload.genres ?? []);
    await setTags(db, 'album', row.id, payload.tags ?? []);
    const [album] = await loadAlbums(db, [row.id], { details: true });
    if (!album) throw new Error('The album was not created');
    await notifyNewRelease(services, album);
    return c.json({ album }, 201);
  });

  routes.post('/tracks', async (c) => {
    const account = await requireMusicPermission(c, services, 'music.create');
    const payload = validate(trackPayloadSchema, await readBody(c));
    await requireArtists(payload.artist_ids, 'artist_ids');
    if (payload.album_id != null) {
      const [album] = await db.select({ id: albums.id }).from(albums).where(eq(albums.id, payload.album_id));
      if (!album) throw new ValidationError({ album_id: ['The selected album is invalid.'] });
    }
    const [row] = await db
      .insert(tracks)
      .values({
        name: payload.name,
        number: payload.number ?? null,
        duration: payload.duration,
        src: payload.src,
        image: payload.image ?? null,
        album_id: payload.album_id ?? null,
        created_by: account?.user.id ?? null,
      })
      .returning({ id: tracks.id });
    if (!row) throw new Error('The track was not created');
    await db.insert(artistTrack).values(
      [...new Set(payload.artist_ids)].map((artist_id, position) => ({
        artist_id,
        track_id: row.id,
        position,
      })),
    );
    await setGenres(db, 'track', row.id, payload.genres ?? []);
    await setTags(db, 'track', row.id, payload.tags ?? []);
    if (payload.lyrics) {
      await db
        .insert(lyrics)
        .values({ track_id: row.id, text: payload.lyrics, is_synced: payload.lyrics_synced ?? false });
    }
    const [track] = await loadTracks(db, [row.id], { details: true });
    return c.json({ track }, 201);
  });

  return routes;
}
