import { readFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { slugify } from '@tonearm/client/rules';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import {
  albums,
  artistAlbum,
  artists,
  artistTrack,
  channelables,
  channels,
  genreables,
  genres,
  likes,
  lyrics,
  playlistFollowers,
  playlists,
  playlistTrack,
  roles,
  roleUser,
  type StoredChannelConfig,
  taggables,
  tags,
  trackPlays,
  tracks,
  users,
} from '../db/schema';
import { generateDemoMusic } from '../demo-music';
import type { PublicStorage } from '../storage/public-storage';
import type { DemoCatalogue } from './demo-catalogue';
import { DEMO_LISTENER_EMAIL } from './seed-demo-listener';

const DEMO_CATALOGUE_LOCK_ID = 7_412_905;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Whether the catalogue has no artist yet: demo music goes only into an empty one. */
export async function catalogueIsEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(artists);
  return (row?.value ?? 0) === 0;
}

const channel = (
  name: string,
  slug: string,
  config: Partial<StoredChannelConfig> & Pick<StoredChannelConfig, 'content_model'>,
) => ({
  name,
  slug,
  config: {
    content_type: 'listAll',
    content_order: 'popularity:desc',
    layout: 'carousel',
    nested_layout: null,
    restriction: null,
    hide_title: false,
    ...config,
  } satisfies StoredChannelConfig,
});

/** Rows of the channels the home page, discover and the genre pages show; nested ones by slug. */
const DEMO_CHANNELS = [
  channel('Popular tracks', 'popular-tracks', { content_model: 'track', layout: 'trackTable' }),
  channel('New releases', 'new-releases', { content_model: 'album', content_order: 'release_date:desc' }),
  channel('Popular artists', 'popular-artists', { content_model: 'artist' }),
  channel('Featured playlists', 'featured-playlists', { content_model: 'playlist' }),
  channel('Popular albums', 'popular-albums', { content_model: 'album', layout: 'grid' }),
  channel('Fresh tracks', 'fresh-tracks', {
    content_model: 'track',
    content_order: 'created_at:desc',
    layout: 'trackList',
  }),
  channel('Genres', 'genres', { content_model: 'genre', layout: 'grid' }),
  channel('Popular {restriction} tracks', 'genre-tracks', { content_model: 'track', layout: 'trackTable' }),
  channel('{restriction} albums', 'genre-albums', {
    content_model: 'album',
    content_order: 'release_date:desc',
  }),
  channel('{restriction} artists', 'genre-artists', { content_model: 'artist' }),
  channel('Home', 'home', { content_model: 'channel', content_type: 'manual', nested_layout: 'carousel' }),
  channel('Discover', 'discover', {
    content_model: 'channel',
    content_type: 'manual',
    nested_layout: 'grid',
  }),
  channel('{restriction}', 'genre', {
    content_model: 'channel',
    content_type: 'manual',
    restriction: 'genre',
    nested_layout: 'carousel',
  }),
];

const CHANNEL_CHILDREN: Record<string, string[]> = {
  home: ['new-releases', 'popular-tracks', 'popular-artists', 'featured-playlists', 'genres'],
  discover: ['popular-albums', 'fresh-tracks', 'featured-playlists', 'popular-artists'],
  genre: ['genre-tracks', 'genre-albums', 'genre-artists'],
};

/** The public disk's folder of the demo catalogue's pictures. */
const DEMO_IMAGE_FOLDER = 'catalogue';

async function publicImage(storage: PublicStorage, file: string): Promise<string> {
  const extension = extname(file).slice(1).toLowerCase() || 'png';
  return storage.save(DEMO_IMAGE_FOLDER, new Uint8Array(await readFile(file)), extension);
}

async function attach(
  tx: Tx,
  kind: 'genre' | 'tag',
  type: 'artist' | 'album' | 'track',
  id: number,
  names: string[],
  idByName: Map<string, number>,
) {
  const ids = [
    ...new Set(names.map((name) => idByName.get(slugify(name))).filter((value) => value !== undefined)),
  ];
  if (ids.length === 0) return;
  if (kind === 'genre') {
    await tx
      .insert(genreables)
      .values(ids.map((genre_id) => ({ genre_id, genreable_type: type, genreable_id: id })));
  } else if (type !== 'artist') {
    await tx
      .insert(taggables)
      .values(ids.map((tag_id) => ({ tag_id, taggable_type: type, taggable_id: id })));
  }
}

/**
 * Inserts a generated demo catalogue: images copied to the public disk, audio kept where it was written (inside
 * DATA_DIR, streamed by the server), channels for the home page, discover and genres, public playlists of the
 * first admin, and a library, follows and history for the demo listener. Answers how many tracks it added.
 */
export async function insertDemoCatalogue(
  db: Database,
  storage: PublicStorage,
  dataDir: string,
  catalogue: DemoCatalogue,
  now: Date = new Date(),
): Promise<number> {
  const images = new Map<string, string>();
  const imageOf = async (file: string) => {
    const saved = images.get(file) ?? (await publicImage(storage, file));
    images.set(file, saved);
    return saved;
  };
  // Copy every image before the transaction, so the database work stays short.
  for (const genre of catalogue.genres) await imageOf(genre.imageFile);
  for (const artist of catalogue.artists) {
    await imageOf(artist.imageFile);
    for (const album of artist.albums) await imageOf(album.imageFile);
  }
  for (const playlist of catalogue.playlists) await imageOf(playlist.imageFile);
  const root = resolve(dataDir);

  const added = await db.transaction(async (tx) => {
    // Two instances starting together on an empty catalogue insert it once.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_CATALOGUE_LOCK_ID})`);
    const [existing] = await tx.select({ value: count() }).from(artists);
    if ((existing?.value ?? 0) > 0) return null;
    const genreRows = catalogue.genres.length
      ? await tx
          .insert(genres)
          .values(
            await Promise.all(
              catalogue.genres.map(async (genre) => ({
                name: slugify(genre.name),
                display_name: genre.displayName,
                image: await imageOf(genre.imageFile),
              })),
            ),
          )
          .onConflictDoNothing()
          .returning({ id: genres.id, name: genres.name })
      : [];
    const genreIds = new Map(genreRows.map((row) => [row.name, row.id]));
    const tagNames = [...new Map(catalogue.tags.map((tag) => [slugify(tag), tag])).entries()].filter(
      ([s]) => s,
    );
    const tagRows = tagNames.length
      ? await tx
          .insert(tags)
          .values(tagNames.map(([name, display_name]) => ({ name, display_name })))
          .onConflictDoNothing()
          .returning({ id: tags.id, name: tags.name })
      : [];
    const tagIds = new Map(tagRows.map((row) => [row.name, row.id]));
    const trackIds = new Map<string, number>();
    const albumIds: number[] = [];
    const artistIds: number[] = [];
    let minutesAgo = 0;

    for (const artist of catalogue.artists) {
      const [artistRow] = await tx
        .insert(artists)
        .values({
          name: artist.name,
          verified: artist.verified,
          image: await imageOf(artist.imageFile),
          bio: artist.bio,
          city: artist.city,
          country: artist.country,
          links: artist.links,
        })
        .returning({ id: artists.id });
      if (!artistRow) throw new Error(`Could not add the demo artist ${artist.name}`);
      artistIds.push(artistRow.id);
      await attach(tx, 'genre', 'artist', artistRow.id, artist.genres, genreIds);
      for (const album of artist.albums) {
        const [albumRow] = await tx
          .insert(albums)
          .values({
            name: album.name,
            release_date: album.releaseDate,
            image: await imageOf(album.imageFile),
          })
          .returning({ id: albums.id });
        if (!albumRow) throw new Error(`Could not add the demo album ${album.name}`);
        albumIds.push(albumRow.id);
        await tx.insert(artistAlbum).values({ artist_id: artistRow.id, album_id: albumRow.id });
        await attach(tx, 'genre', 'album', albumRow.id, album.genres, genreIds);
        await attach(tx, 'tag', 'album', albumRow.id, album.tags, tagIds);
        for (const track of album.tracks) {
          minutesAgo += 7;
          const audio = resolve(track.audioFile);
          const [trackRow] = await tx
            .insert(tracks)
            .values({
              name: track.name,
              number: track.number,
              duration: Math.round(track.durationMs),
              album_id: albumRow.id,
              // Kept relative to DATA_DIR, so a moved data folder still plays.
              audio_path: audio.startsWith(root) ? relative(root, audio) : audio,
              mime: track.mime,
              waveform: track.waveform.map((peak) => Math.min(1, Math.max(0, peak))),
              // Earlier tracks of the list count as more played, so "popular" orders differ from "new".
              plays: Math.max(0, 400 - minutesAgo),
              created_at: new Date(now.getTime() - minutesAgo * 60_000),
            })
            .returning({ id: tracks.id });
          if (!trackRow) throw new Error(`Could not add the demo track ${track.name}`);
          trackIds.set(track.key, trackRow.id);
          await tx.insert(artistTrack).values({ artist_id: artistRow.id, track_id: trackRow.id });
          await attach(tx, 'genre', 'track', trackRow.id, track.genres, genreIds);
          await attach(tx, 'tag', 'track', trackRow.id, track.tags, tagIds);
          if (track.lyrics) {
            await tx
              .insert(lyrics)
              .values({ track_id: trackRow.id, text: track.lyrics.text, is_synced: track.lyrics.synced });
          }
        }
      }
    }

    const channelRows = await tx
      .insert(channels)
      .values(DEMO_CHANNELS)
      .onConflictDoNothing()
      .returning({ id: channels.id, slug: channels.slug });
    const channelIds = new Map(channelRows.map((row) => [row.slug, row.id]));
    for (const [parent, children] of Object.entries(CHANNEL_CHILDREN)) {
      const parentId = channelIds.get(parent);
      if (parentId === undefined) continue;
      const values = children.flatMap((slug, position) => {
        const id = channelIds.get(slug);
        return id === undefined
          ? []
          : [{ channel_id: parentId, channelable_type: 'channel' as const, channelable_id: id, position }];
      });
      if (values.length > 0) await tx.insert(channelables).values(values);
    }

    // The playlists belong to the site's first admin, as its editors' picks.
    const [curator] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(roleUser, eq(roleUser.user_id, users.id))
      .innerJoin(roles, eq(roles.id, roleUser.role_id))
      .where(eq(roles.name, 'admin'))
      .orderBy(users.id)
      .limit(1);
    const playlistIds: number[] = [];
    if (curator) {
      for (const playlist of catalogue.playlists) {
        const [row] = await tx
          .insert(playlists)
          .values({
            name: playlist.name,
            description: playlist.description,
            image: await imageOf(playlist.imageFile),
            public: true,
            owner_id: curator.id,
          })
          .returning({ id: playlists.id });
        if (!row) continue;
        playlistIds.push(row.id);
        const ids = [...new Set(playlist.trackKeys.flatMap((key) => trackIds.get(key) ?? []))];
        if (ids.length > 0) {
          await tx
            .insert(playlistTrack)
            .values(ids.map((track_id, index) => ({ playlist_id: row.id, track_id, position: index + 1 })));
        }
      }
    }

    const [listener] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_LISTENER_EMAIL));
    if (listener) {
      const allTracks = [...trackIds.values()];
      const liked = allTracks.filter((_, index) => index % 5 === 0).slice(0, 12);
      const values = [
        ...liked.map((likeable_id) => ({ likeable_type: 'track' as const, likeable_id })),
        ...albumIds.slice(0, 3).map((likeable_id) => ({ likeable_type: 'album' as const, likeable_id })),
        ...artistIds.slice(0, 3).map((likeable_id) => ({ likeable_type: 'artist' as const, likeable_id })),
      ];
      if (values.length > 0) {
        await tx.insert(likes).values(
          values.map((value, index) => ({
            user_id: listener.id,
            ...value,
            created_at: new Date(now.getTime() - index * 3_600_000),
          })),
        );
      }
      if (playlistIds[0] !== undefined) {
        await tx.insert(playlistFollowers).values({ playlist_id: playlistIds[0], user_id: listener.id });
      }
      const played = allTracks.filter((_, index) => index % 3 === 1).slice(0, 15);
      if (played.length > 0) {
        await tx.insert(trackPlays).values(
          played.map((track_id, index) => ({
            track_id,
            user_id: listener.id,
            created_at: new Date(now.getTime() - (index + 1) * 1_800_000),
          })),
        );
      }
    }
    return trackIds.size;
  });
  if (added !== null) return added;
  // Another instance inserted the catalogue first, with its own copies of the images.
  await Promise.all([...images.values()].map((path) => storage.remove(path)));
  return 0;
}

/**
 * At a start on an empty catalogue: generates the demo music under `DATA_DIR/demo-music` (or reuses what an earlier
 * start wrote there) and inserts it. Answers how many tracks were added, 0 when the catalogue had music already.
 */
export async function seedDemoMusic(
  db: Database,
  storage: PublicStorage,
  dataDir: string,
  log: (message: string) => void,
): Promise<number> {
  if (!(await catalogueIsEmpty(db))) return 0;
  log('Generating the demo music (first start only)…');
  const started = Date.now();
  const catalogue = await generateDemoMusic(join(resolve(dataDir), 'demo-music'));
  const added = await insertDemoCatalogue(db, storage, dataDir, catalogue);
  if (added > 0) log(`Added ${added} demo tracks in ${Math.round((Date.now() - started) / 1000)} s.`);
  return added;
}
