import type { Migration } from './migration';

/**
 * What the admin's tracks, albums and artists lists sort and filter by, so a page of 100,000 rows is read from an
 * index rather than by sorting the table; and plays of one track by time, for its insights.
 */
export const adminCatalogueIndexes: Migration = {
  id: '0039_admin_catalogue_indexes',
  statements: [
    'CREATE INDEX IF NOT EXISTS tracks_lower_name_index ON tracks (lower(name), id)',
    'CREATE INDEX IF NOT EXISTS tracks_plays_index ON tracks (plays, id)',
    'CREATE INDEX IF NOT EXISTS tracks_duration_index ON tracks (duration, id)',
    'CREATE INDEX IF NOT EXISTS tracks_updated_at_index ON tracks (updated_at, id)',
    'CREATE INDEX IF NOT EXISTS albums_lower_name_index ON albums (lower(name), id)',
    'CREATE INDEX IF NOT EXISTS albums_release_date_index ON albums (release_date, id)',
    'CREATE INDEX IF NOT EXISTS albums_updated_at_index ON albums (updated_at, id)',
    'CREATE INDEX IF NOT EXISTS artists_updated_at_index ON artists (updated_at, id)',
    // The artist filter of the tracks list and an artist's albums read credits by artist first.
    'CREATE INDEX IF NOT EXISTS artist_track_artist_id_index ON artist_track (artist_id, track_id)',
    'CREATE INDEX IF NOT EXISTS artist_album_artist_id_index ON artist_album (artist_id, album_id)',
    // A track's, album's or artist's insights read its plays in a range.
    'CREATE INDEX IF NOT EXISTS track_plays_track_id_created_at_index ON track_plays (track_id, created_at)',
  ],
};
