import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The models genres, tags, likes and channels can point at. */
export type CatalogueModel = 'artist' | 'album' | 'track' | 'playlist' | 'genre' | 'user' | 'channel';

export const genres = pgTable('genres', {
  id: serial('id').primaryKey(),
  /** The slug used in URLs (`/channel/genre/{name}`). */
  name: text('name').notNull().unique(),
  display_name: text('display_name').notNull(),
  image: text('image'),
  created_at: createdAt,
  updated_at: updatedAt,
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  display_name: text('display_name').notNull(),
  /** What the tag is for; operators' own tags are `custom` (migration 0059). */
  type: text('type').notNull().default('custom'),
  created_at: createdAt,
  updated_at: updatedAt,
});

export const artists = pgTable('artists', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  verified: boolean('verified').notNull().default(false),
  image: text('image'),
  bio: text('bio'),
  city: text('city'),
  country: text('country'),
  links: jsonb('links').$type<{ url: string; title: string }[]>().notNull().default([]),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt,
  updated_at: updatedAt,
});

/** Who speaks for an artist in the backstage, and as what (migration 0045). */
export const artistMembers = pgTable(
  'artist_members',
  {
    artist_id: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    created_at: createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.artist_id, table.user_id] }),
    index('artist_members_user_id_index').on(table.user_id),
  ],
);

export const albums = pgTable('albums', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  release_date: date('release_date', { mode: 'string' }),
  image: text('image'),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt,
  updated_at: updatedAt,
});

export const tracks = pgTable(
  'tracks',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    number: integer('number'),
    /** Milliseconds. */
    duration: integer('duration').notNull(),
    album_id: integer('album_id').references(() => albums.id, { onDelete: 'set null' }),
    /** An external audio URL; `null` when the audio is a stored file. */
    src: text('src'),
    /**
     * Where the stored audio is: an object the server keeps in the upload storage, or a file on disk (see
     * `catalogue/player/stored-audio.ts`); never sent to clients.
     */
    audio_path: text('audio_path'),
    mime: text('mime'),
    image: text('image'),
    plays: integer('plays').notNull().default(0),
    /** Peak heights from 0 to 1. */
    waveform: jsonb('waveform').$type<number[]>().notNull().default([]),
    description: text('description'),
    release_date: date('release_date', { mode: 'string' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt,
    updated_at: updatedAt,
  },
  (table) => [index('tracks_album_id_index').on(table.album_id)],
);

/** Pictures an artist's page shows besides its main image, in order. */
export const artistProfileImages = pgTable('artist_profile_images', {
  id: serial('id').primaryKey(),
  artist_id: integer('artist_id')
    .notNull()
    .references(() => artists.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
});

export const artistAlbum = pgTable(
  'artist_album',
  {
    artist_id: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    album_id: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.artist_id, table.album_id] })],
);

export const artistTrack = pgTable(
  'artist_track',
  {
    artist_id: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    track_id: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.artist_id, table.track_id] })],
);

/** Genres of artists, albums and tracks. */
export const genreables = pgTable(
  'genreables',
  {
    genre_id: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
    genreable_type: text('genreable_type').$type<'artist' | 'album' | 'track'>().notNull(),
    genreable_id: integer('genreable_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.genre_id, table.genreable_type, table.genreable_id] })],
);

/** Tags of albums and tracks. */
export const taggables = pgTable(
  'taggables',
  {
    tag_id: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    taggable_type: text('taggable_type').$type<'album' | 'track'>().notNull(),
    taggable_id: integer('taggable_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tag_id, table.taggable_type, table.taggable_id] })],
);

export const lyrics = pgTable('lyrics', {
  id: serial('id').primaryKey(),
  track_id: integer('track_id')
    .notNull()
    .unique()
    .references(() => tracks.id, { onDelete: 'cascade' }),
  /** Plain text, or LRC when synced. */
  text: text('text').notNull(),
  is_synced: boolean('is_synced').notNull(),
  created_at: createdAt,
  updated_at: updatedAt,
});

export const playlists = pgTable('playlists', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  image: text('image'),
  public: boolean('public').notNull().default(true),
  collaborative: boolean('collaborative').notNull().default(false),
  owner_id: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Visits to the playlist's page. */
  views: integer('views').notNull().default(0),
  created_at: createdAt,
  updated_at: updatedAt,
});

export const playlistTrack = pgTable(
  'playlist_track',
  {
    playlist_id: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    track_id: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    added_by: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt,
  },
  (table) => [primaryKey({ columns: [table.playlist_id, table.track_id] })],
);

export const playlistFollowers = pgTable(
  'playlist_followers',
  {
    playlist_id: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt,
  },
  (table) => [primaryKey({ columns: [table.playlist_id, table.user_id] })],
);

/** A channel's settings as stored; the contract's `config`. */
export interface StoredChannelConfig {
  content_model: 'track' | 'album' | 'artist' | 'playlist' | 'genre' | 'user' | 'channel';
  content_type: 'listAll' | 'manual' | 'autoUpdate';
  content_order:
    | 'popularity:desc'
    | 'created_at:desc'
    | 'release_date:desc'
    | 'name:asc'
    | 'channelables.order:asc';
  layout: 'grid' | 'carousel' | 'trackList' | 'trackTable';
  nested_layout: 'grid' | 'carousel' | 'trackList' | 'trackTable' | null;
  restriction: 'genre' | null;
  hide_title: boolean;
}

export const channels = pgTable('channels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  config: jsonb('config').$type<StoredChannelConfig>().notNull(),
  created_at: createdAt,
  updated_at: updatedAt,
});

/** The hand-picked content of manual channels, in order. */
export const channelables = pgTable(
  'channelables',
  {
    channel_id: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    channelable_type: text('channelable_type').$type<CatalogueModel>().notNull(),
    channelable_id: integer('channelable_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.channel_id, table.channelable_type, table.channelable_id] })],
);

/** The library: liked tracks and albums, followed artists. */
export const likes = pgTable(
  'likes',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likeable_type: text('likeable_type').$type<'track' | 'album' | 'artist'>().notNull(),
    likeable_id: integer('likeable_id').notNull(),
    created_at: createdAt,
  },
  (table) => [primaryKey({ columns: [table.user_id, table.likeable_type, table.likeable_id] })],
);

export const reposts = pgTable(
  'reposts',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    repostable_type: text('repostable_type').$type<'track' | 'album'>().notNull(),
    repostable_id: integer('repostable_id').notNull(),
    created_at: createdAt,
  },
  (table) => [primaryKey({ columns: [table.user_id, table.repostable_type, table.repostable_id] })],
);

export const userFollows = pgTable(
  'user_follows',
  {
    follower_id: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followed_id: integer('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt,
  },
  (table) => [primaryKey({ columns: [table.follower_id, table.followed_id] })],
);

/** Every play; a signed-in listener's plays are their history. */
export const trackPlays = pgTable(
  'track_plays',
  {
    id: serial('id').primaryKey(),
    track_id: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    queue_id: text('queue_id'),
    /** `mobile`, `tablet`, `desktop`…, read from the User-Agent when the play was logged. */
    device: text('device'),
    browser: text('browser'),
    platform: text('platform'),
    /** ISO 3166-1 alpha-2 code from the proxy's country header; `null` when unknown. */
    country: text('country'),
    created_at: createdAt,
  },
  (table) => [
    index('track_plays_user_id_created_at_index').on(table.user_id, table.created_at),
    index('track_plays_track_id_index').on(table.track_id),
    index('track_plays_created_at_index').on(table.created_at),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    track_id: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parent_id: integer('parent_id'),
    content: text('content').notNull(),
    /** Fraction of the track's duration, 0 to 1. */
    position: doublePrecision('position').notNull().default(0),
    depth: integer('depth').notNull().default(0),
    /** Deleted by an admin while it had replies: kept so the thread stays whole (migration 0059). */
    deleted: boolean('deleted').notNull().default(false),
    created_at: createdAt,
    updated_at: updatedAt,
  },
  (table) => [index('comments_track_id_created_at_index').on(table.track_id, table.created_at)],
);

/** Who reported a comment, once each (migration 0059). */
export const commentReports = pgTable(
  'comment_reports',
  {
    comment_id: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt,
  },
  (table) => [primaryKey({ columns: [table.comment_id, table.user_id] })],
);
