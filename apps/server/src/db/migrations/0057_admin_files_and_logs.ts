import type { Migration } from './migration';

/**
 * The admin's files list and outgoing email log at 100,000 rows: each order and filter of the files list reads an
 * index, and "nothing refers to it" looks each referring column up by an index instead of scanning its table. The
 * outgoing email log records the sender each mail went out as.
 */
export const adminFilesAndLogs: Migration = {
  id: '0057_admin_files_and_logs',
  statements: [
    'CREATE INDEX file_entries_created_at_index ON file_entries (created_at, id)',
    'CREATE INDEX file_entries_owner_created_at_index ON file_entries (owner_id, created_at, id)',
    'CREATE INDEX file_entries_mime_index ON file_entries (mime text_pattern_ops)',
    'CREATE INDEX file_entries_size_index ON file_entries (file_size, id)',
    'CREATE INDEX file_entries_parent_index ON file_entries (parent_id)',
    'CREATE INDEX file_entries_path_index ON file_entries (path text_pattern_ops)',
    'CREATE INDEX file_entries_name_trigram_index ON file_entries USING gin (name gin_trgm_ops)',
    // The columns that hold a stored file's address (the catalogue's deletion reads the same ones).
    'CREATE INDEX tracks_src_index ON tracks (src)',
    'CREATE INDEX tracks_image_index ON tracks (image)',
    'CREATE INDEX tracks_audio_path_index ON tracks (audio_path)',
    'CREATE INDEX albums_image_index ON albums (image)',
    'CREATE INDEX artists_image_index ON artists (image)',
    'CREATE INDEX artist_profile_images_url_index ON artist_profile_images (url)',
    'CREATE INDEX genres_image_index ON genres (image)',
    'CREATE INDEX playlists_image_index ON playlists (image)',
    'CREATE INDEX users_image_index ON users (image)',
    'CREATE INDEX backstage_requests_avatar_index ON backstage_requests (avatar)',
    'ALTER TABLE outgoing_emails ADD COLUMN sender text',
    'CREATE INDEX outgoing_emails_created_at_index ON outgoing_emails (created_at, id)',
    'CREATE INDEX outgoing_emails_status_created_at_index ON outgoing_emails (status, created_at, id)',
  ],
};
