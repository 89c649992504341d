import type { Migration } from './migration';

/**
 * Localizations as data (doc 001 §2): the languages offered and their translated lines, one row per line so the
 * translate screen pages and searches them on the server. English, the source language, is seeded with no lines.
 */
export const localizationsTables: Migration = {
  id: '0053_localizations',
  statements: [
    `CREATE TABLE localizations (
      id serial PRIMARY KEY,
      name text NOT NULL,
      language text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE UNIQUE INDEX localizations_language_unique ON localizations (lower(language))',
    'CREATE INDEX localizations_name_index ON localizations (lower(name))',
    `CREATE TABLE localization_lines (
      localization_id integer NOT NULL REFERENCES localizations (id) ON DELETE CASCADE,
      key text NOT NULL,
      value text NOT NULL,
      PRIMARY KEY (localization_id, key)
    )`,
    `INSERT INTO localizations (name, language) VALUES ('English', 'en')`,
  ],
};
