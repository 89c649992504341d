import type { Migration } from './migration';

/**
 * The admin's genres, tags and comments lists at 100,000 rows: when each row last changed, a tag's type, a comment
 * kept as deleted while it has replies, and reports on comments; each order, filter and search reads an index.
 */
export const genresTagsCommentsAdmin: Migration = {
  id: '0059_genres_tags_comments_admin',
  statements: [
    'ALTER TABLE genres ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()',
    'CREATE INDEX genres_lower_name_index ON genres (lower(name), id)',
    'CREATE INDEX genres_lower_display_name_index ON genres (lower(display_name), id)',
    'CREATE INDEX genres_created_at_index ON genres (created_at, id)',
    'CREATE INDEX genres_updated_at_index ON genres (updated_at, id)',
    'CREATE INDEX genres_name_trigram_index ON genres USING gin (name gin_trgm_ops)',
    'CREATE INDEX genres_display_name_trigram_index ON genres USING gin (display_name gin_trgm_ops)',
    // The artists count of a genre row reads its links by genre.
    'CREATE INDEX genreables_genre_type_index ON genreables (genre_id, genreable_type)',

    "ALTER TABLE tags ADD COLUMN type text NOT NULL DEFAULT 'custom'",
    'ALTER TABLE tags ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()',
    'CREATE INDEX tags_lower_name_index ON tags (lower(name), id)',
    'CREATE INDEX tags_lower_display_name_index ON tags (lower(display_name), id)',
    'CREATE INDEX tags_type_index ON tags (type, id)',
    'CREATE INDEX tags_created_at_index ON tags (created_at, id)',
    'CREATE INDEX tags_updated_at_index ON tags (updated_at, id)',
    'CREATE INDEX tags_name_trigram_index ON tags USING gin (name gin_trgm_ops)',
    'CREATE INDEX tags_display_name_trigram_index ON tags USING gin (display_name gin_trgm_ops)',

    'ALTER TABLE comments ADD COLUMN deleted boolean NOT NULL DEFAULT false',
    'ALTER TABLE comments ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()',
    'CREATE INDEX comments_created_at_index ON comments (created_at, id)',
    'CREATE INDEX comments_updated_at_index ON comments (updated_at, id)',
    'CREATE INDEX comments_deleted_created_at_index ON comments (deleted, created_at, id)',
    // Whether a comment has replies, and the replies a deletion cascades to.
    'CREATE INDEX comments_parent_id_index ON comments (parent_id)',
    'CREATE INDEX comments_user_id_index ON comments (user_id)',
    'CREATE INDEX comments_content_trigram_index ON comments USING gin (content gin_trgm_ops)',
    `CREATE TABLE comment_reports (
      comment_id integer NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (comment_id, user_id)
    )`,
    'CREATE INDEX comment_reports_user_id_index ON comment_reports (user_id)',
  ],
};
