import type { Migration } from './migration';

// A document's weights rank where a word was found: a name (A) above an artist or album (B), above a genre (C),
// above lyrics (D, kept in the lyrics' own document so a track's stays small to rank).
const trackDocument = `CREATE FUNCTION track_search_document(integer, text, integer) RETURNS tsvector
  LANGUAGE sql STABLE
  AS $$
    SELECT search_words_of($2, 'A')
      || search_words_of((SELECT string_agg(artists.name, ' ') FROM artist_track
           JOIN artists ON artists.id = artist_track.artist_id WHERE artist_track.track_id = $1), 'B')
      || search_words_of((SELECT albums.name FROM albums WHERE albums.id = $3), 'B')
      || search_words_of((SELECT string_agg(genres.display_name || ' ' || genres.name, ' ') FROM genreables
           JOIN genres ON genres.id = genreables.genre_id
           WHERE genreables.genreable_type = 'track' AND genreables.genreable_id = $1), 'C')
  $$`;

const albumDocument = `CREATE FUNCTION album_search_document(integer, text) RETURNS tsvector
  LANGUAGE sql STABLE
  AS $$
    SELECT search_words_of($2, 'A')
      || search_words_of((SELECT string_agg(artists.name, ' ') FROM artist_album
           JOIN artists ON artists.id = artist_album.artist_id WHERE artist_album.album_id = $1), 'B')
      || search_words_of((SELECT string_agg(genres.display_name || ' ' || genres.name, ' ') FROM genreables
           JOIN genres ON genres.id = genreables.genre_id
           WHERE genreables.genreable_type = 'album' AND genreables.genreable_id = $1), 'C')
  $$`;

/**
 * Catalogue search (catalogue/search): a weighted text-search document per track and album (its name, artists,
 * album and genres, kept current by triggers as any of them changes), per artist, playlist, user, genre, tag and
 * lyric (generated from its own row), each with a GIN index; and the words of every name, trigram-indexed, that
 * a mistyped query word is corrected to.
 */
export const catalogueSearch: Migration = {
  id: '0044_catalogue_search',
  statements: [
    // Collation C compares bytes, so "words starting with …" is a range scan of the primary key.
    'CREATE TABLE search_words (word text COLLATE "C" PRIMARY KEY)',
    'CREATE INDEX search_words_trigram_index ON search_words USING gin (word gin_trgm_ops)',
    `CREATE FUNCTION remember_search_words(value text) RETURNS void
      LANGUAGE sql
      AS $$
        INSERT INTO search_words (word)
        SELECT lexeme FROM unnest(to_tsvector('simple', search_normalise(coalesce(value, ''))))
        ON CONFLICT DO NOTHING
      $$`,
    // The trigger's arguments name the row's columns that hold names.
    `CREATE FUNCTION remember_search_words_of_row() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
        DECLARE
          named text;
        BEGIN
          FOREACH named IN ARRAY TG_ARGV LOOP
            PERFORM remember_search_words(to_jsonb(NEW) ->> named);
          END LOOP;
          RETURN NULL;
        END
      $$`,
    ...(
      [
        ['tracks', 'name'],
        ['albums', 'name'],
        ['artists', 'name'],
        ['playlists', 'name'],
        ['genres', 'name', 'display_name'],
        ['tags', 'name', 'display_name'],
        ['users', 'first_name', 'last_name'],
      ] as const
    ).map(
      ([table, ...columns]) =>
        `CREATE TRIGGER ${table}_search_words AFTER INSERT OR UPDATE OF ${columns.join(', ')} ON ${table}
          FOR EACH ROW EXECUTE FUNCTION remember_search_words_of_row(${columns.map((c) => `'${c}'`).join(', ')})`,
    ),
    `INSERT INTO search_words (word)
      SELECT lexeme FROM (
        SELECT name FROM tracks UNION SELECT name FROM albums UNION SELECT name FROM artists
        UNION SELECT name FROM playlists UNION SELECT name FROM genres UNION SELECT display_name FROM genres
        UNION SELECT name FROM tags UNION SELECT display_name FROM tags
        UNION SELECT first_name FROM users UNION SELECT last_name FROM users
      ) AS names (name), unnest(to_tsvector('simple', search_normalise(coalesce(name, ''))))
      ON CONFLICT DO NOTHING`,

    // Documents of one row.
    `ALTER TABLE artists ADD COLUMN search_document tsvector
      GENERATED ALWAYS AS (search_words_of(name, 'A')) STORED`,
    `ALTER TABLE playlists ADD COLUMN search_document tsvector
      GENERATED ALWAYS AS (search_words_of(name, 'A') || search_words_of(description, 'D')) STORED`,
    // Names only: an e-mail address is never searchable.
    `ALTER TABLE users ADD COLUMN search_document tsvector
      GENERATED ALWAYS AS (search_words_of(first_name, 'A') || search_words_of(last_name, 'A')) STORED`,
    `ALTER TABLE genres ADD COLUMN search_document tsvector
      GENERATED ALWAYS AS (search_words_of(display_name, 'A') || search_words_of(name, 'A')) STORED`,
    `ALTER TABLE tags ADD COLUMN search_document tsvector
      GENERATED ALWAYS AS (search_words_of(display_name, 'A') || search_words_of(name, 'A')) STORED`,
    // Synced lyrics carry [mm:ss.xx] time tags that are no words.
    `ALTER TABLE lyrics ADD COLUMN search_document tsvector
      GENERATED ALWAYS AS (search_words_of(regexp_replace(text, '\\[[^]]*\\]', ' ', 'g'), 'D')) STORED`,

    // Documents across tables, kept current by triggers.
    'ALTER TABLE tracks ADD COLUMN search_document tsvector',
    'ALTER TABLE albums ADD COLUMN search_document tsvector',
    trackDocument,
    albumDocument,
    `CREATE FUNCTION refresh_track_search(integer[]) RETURNS void
      LANGUAGE sql
      AS $$ UPDATE tracks SET search_document = track_search_document(id, name, album_id) WHERE id = ANY($1) $$`,
    `CREATE FUNCTION refresh_album_search(integer[]) RETURNS void
      LANGUAGE sql
      AS $$ UPDATE albums SET search_document = album_search_document(id, name) WHERE id = ANY($1) $$`,
    // The refreshes set search_document alone, which fires none of these triggers again.
    `CREATE FUNCTION tracks_search_document() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
        BEGIN
          NEW.search_document := track_search_document(NEW.id, NEW.name, NEW.album_id);
          RETURN NEW;
        END
      $$`,
    `CREATE TRIGGER tracks_search_document BEFORE INSERT OR UPDATE OF name, album_id ON tracks
      FOR EACH ROW EXECUTE FUNCTION tracks_search_document()`,
    `CREATE FUNCTION albums_search_document() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
        BEGIN
          IF TG_WHEN = 'BEFORE' THEN
            NEW.search_document := album_search_document(NEW.id, NEW.name);
            RETURN NEW;
          END IF;
          PERFORM refresh_track_search(ARRAY(SELECT id FROM tracks WHERE album_id = NEW.id));
          RETURN NULL;
        END
      $$`,
    `CREATE TRIGGER albums_search_document BEFORE INSERT OR UPDATE OF name ON albums
      FOR EACH ROW EXECUTE FUNCTION albums_search_document()`,
    `CREATE TRIGGER albums_search_document_of_tracks AFTER UPDATE OF name ON albums
      FOR EACH ROW EXECUTE FUNCTION albums_search_document()`,
    `CREATE FUNCTION artists_search_documents() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
        BEGIN
          PERFORM refresh_track_search(ARRAY(SELECT track_id FROM artist_track WHERE artist_id = NEW.id));
          PERFORM refresh_album_search(ARRAY(SELECT album_id FROM artist_album WHERE artist_id = NEW.id));
          RETURN NULL;
        END
      $$`,
    `CREATE TRIGGER artists_search_documents AFTER UPDATE OF name ON artists
      FOR EACH ROW EXECUTE FUNCTION artists_search_documents()`,
    `CREATE FUNCTION genres_search_documents() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
        BEGIN
          PERFORM refresh_track_search(ARRAY(SELECT genreable_id FROM genreables
            WHERE genre_id = NEW.id AND genreable_type = 'track'));
          PERFORM refresh_album_search(ARRAY(SELECT genreable_id FROM genreables
            WHERE genre_id = NEW.id AND genreable_type = 'album'));
          RETURN NULL;
        END
      $$`,
    `CREATE TRIGGER genres_search_documents AFTER UPDATE OF name, display_name ON genres
      FOR EACH ROW EXECUTE FUNCTION genres_search_documents()`,
    // A link row added, removed or moved refreshes the document on its track or album side, before and after.
    `CREATE FUNCTION artist_track_search_documents() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
        BEGIN
          IF TG_OP <> 'INSERT' THEN PERFORM refresh_track_search(ARRAY[OLD.track_id]); END IF;
          IF TG_OP <> 'DELETE' THEN PERFORM refresh_track_search(ARRAY[NEW.track_id]); END IF;
          RETURN NULL;
        END
      $$`,
    `CREATE TRIGGER artist_track_search_documents AFTER INSERT OR DELETE OR UPDATE OF artist_id, track_id
      ON artist_track FOR EACH ROW EXECUTE FUNCTION artist_track_search_documents()`,
    `CREATE FUNCTION artist_album_search_documents() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
        BEGIN
          IF TG_OP <> 'INSERT' THEN PERFORM refresh_album_search(ARRAY[OLD.album_id]); END IF;
          IF TG_OP <> 'DELETE' THEN PERFORM refresh_album_search(ARRAY[NEW.album_id]); END IF;
          RETURN NULL;
        END
      $$`,
    `CREATE TRIGGER artist_album_search_documents AFTER INSERT OR DELETE OR UPDATE OF artist_id, album_id
      ON artist_album FOR EACH ROW EXECUTE FUNCTION artist_album_search_documents()`,
    `CREATE FUNCTION genreables_search_documents() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
        DECLARE
          side genreables;
        BEGIN
          FOREACH side IN ARRAY CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW] WHEN 'DELETE' THEN ARRAY[OLD]
            ELSE ARRAY[OLD, NEW] END LOOP
            IF side.genreable_type = 'track' THEN PERFORM refresh_track_search(ARRAY[side.genreable_id]);
            ELSIF side.genreable_type = 'album' THEN PERFORM refresh_album_search(ARRAY[side.genreable_id]);
            END IF;
          END LOOP;
          RETURN NULL;
        END
      $$`,
    `CREATE TRIGGER genreables_search_documents AFTER INSERT OR DELETE OR UPDATE ON genreables
      FOR EACH ROW EXECUTE FUNCTION genreables_search_documents()`,
    'UPDATE albums SET search_document = album_search_document(id, name)',
    'UPDATE tracks SET search_document = track_search_document(id, name, album_id)',

    ...['tracks', 'albums', 'artists', 'playlists', 'users', 'genres', 'tags', 'lyrics'].map(
      (table) => `CREATE INDEX ${table}_search_document_index ON ${table} USING gin (search_document)`,
    ),
    // A common word's tracks are read most played first, and the scan stops at the ones ranked (type-search.ts).
    // The admin's tracks list sorts by the same index, hence IF NOT EXISTS.
    'CREATE INDEX IF NOT EXISTS tracks_plays_index ON tracks (plays, id)',
    // A name that is the query is ranked first however many rows the query's words match.
    ...['tracks', 'albums', 'artists'].map(
      (table) => `CREATE INDEX ${table}_lower_name_index ON ${table} (lower(name))`,
    ),
  ],
};
