import type { Migration } from './migration';

/** The catalogue (artists, albums, tracks, genres, tags, lyrics, playlists, channels) and listening data. */
export const catalogue: Migration = {
  id: '0012_catalogue',
  statements: [
    `CREATE TABLE genres (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      display_name text NOT NULL,
      image text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE tags (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      display_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE artists (
      id serial PRIMARY KEY,
      name text NOT NULL,
      verified boolean NOT NULL DEFAULT false,
      image text,
      bio text,
      city text,
      country text,
      links jsonb NOT NULL DEFAULT '[]',
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX artists_name_index ON artists (lower(name))',
    `CREATE TABLE albums (
      id serial PRIMARY KEY,
      name text NOT NULL,
      release_date date,
      image text,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE tracks (
      id serial PRIMARY KEY,
      name text NOT NULL,
      number integer,
      duration integer NOT NULL,
      album_id integer REFERENCES albums (id) ON DELETE SET NULL,
      src text,
      audio_path text,
      mime text,
      image text,
      plays integer NOT NULL DEFAULT 0,
      waveform jsonb NOT NULL DEFAULT '[]',
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX tracks_album_id_index ON tracks (album_id)',
    `CREATE TABLE artist_album (
      artist_id integer NOT NULL REFERENCES artists (id) ON DELETE CASCADE,
      album_id integer NOT NULL REFERENCES albums (id) ON DELETE CASCADE,
      position integer NOT NULL DEFAULT 0,
      PRIMARY KEY (artist_id, album_id)
    )`,
    'CREATE INDEX artist_album_album_id_index ON artist_album (album_id)',
    `CREATE TABLE artist_track (
      artist_id integer NOT NULL REFERENCES artists (id) ON DELETE CASCADE,
      track_id integer NOT NULL REFERENCES tracks (id) ON DELETE CASCADE,
      position integer NOT NULL DEFAULT 0,
      PRIMARY KEY (artist_id, track_id)
    )`,
    'CREATE INDEX artist_track_track_id_index ON artist_track (track_id)',
    `CREATE TABLE genreables (
      genre_id integer NOT NULL REFERENCES genres (id) ON DELETE CASCADE,
      genreable_type text NOT NULL,
      genreable_id integer NOT NULL,
      PRIMARY KEY (genre_id, genreable_type, genreable_id)
    )`,
    'CREATE INDEX genreables_model_index ON genreables (genreable_type, genreable_id)',
    `CREATE TABLE taggables (
      tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
      taggable_type text NOT NULL,
      taggable_id integer NOT NULL,
      PRIMARY KEY (tag_id, taggable_type, taggable_id)
    )`,
    'CREATE INDEX taggables_model_index ON taggables (taggable_type, taggable_id)',
    `CREATE TABLE lyrics (
      id serial PRIMARY KEY,
      track_id integer NOT NULL UNIQUE REFERENCES tracks (id) ON DELETE CASCADE,
      text text NOT NULL,
      is_synced boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE playlists (
      id serial PRIMARY KEY,
      name text NOT NULL,
      description text,
      image text,
      public boolean NOT NULL DEFAULT true,
      collaborative boolean NOT NULL DEFAULT false,
      owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX playlists_owner_id_index ON playlists (owner_id)',
    `CREATE TABLE playlist_track (
      playlist_id integer NOT NULL REFERENCES playlists (id) ON DELETE CASCADE,
      track_id integer NOT NULL REFERENCES tracks (id) ON DELETE CASCADE,
      position integer NOT NULL,
      added_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (playlist_id, track_id)
    )`,
    `CREATE TABLE playlist_followers (
      playlist_id integer NOT NULL REFERENCES playlists (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (playlist_id, user_id)
    )`,
    'CREATE INDEX playlist_followers_user_id_index ON playlist_followers (user_id)',
    `CREATE TABLE channels (
      id serial PRIMARY KEY,
      name text NOT NULL,
      slug text NOT NULL UNIQUE,
      description text,
      config jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE channelables (
      channel_id integer NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
      channelable_type text NOT NULL,
      channelable_id integer NOT NULL,
      position integer NOT NULL,
      PRIMARY KEY (channel_id, channelable_type, channelable_id)
    )`,
    `CREATE TABLE likes (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      likeable_type text NOT NULL,
      likeable_id integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, likeable_type, likeable_id)
    )`,
    'CREATE INDEX likes_likeable_index ON likes (likeable_type, likeable_id)',
    `CREATE TABLE reposts (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      repostable_type text NOT NULL,
      repostable_id integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, repostable_type, repostable_id)
    )`,
    `CREATE TABLE user_follows (
      follower_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      followed_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (follower_id, followed_id)
    )`,
    'CREATE INDEX user_follows_followed_id_index ON user_follows (followed_id)',
    `CREATE TABLE track_plays (
      id serial PRIMARY KEY,
      track_id integer NOT NULL REFERENCES tracks (id) ON DELETE CASCADE,
      user_id integer REFERENCES users (id) ON DELETE CASCADE,
      queue_id text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX track_plays_user_id_created_at_index ON track_plays (user_id, created_at)',
    'CREATE INDEX track_plays_track_id_index ON track_plays (track_id)',
    `CREATE TABLE comments (
      id serial PRIMARY KEY,
      track_id integer NOT NULL REFERENCES tracks (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      parent_id integer REFERENCES comments (id) ON DELETE CASCADE,
      content text NOT NULL,
      position double precision NOT NULL DEFAULT 0,
      depth integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX comments_track_id_created_at_index ON comments (track_id, created_at)',
  ],
};
