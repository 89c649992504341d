import type { Migration } from './migration';

/**
 * What catalogue search is built on: trigram similarity (typos), accent folding, and one normal form of text that
 * documents and queries both go through, so "Beyoncé", "beyonce" and "BEYONCE" are the same word.
 */
export const searchExtensions: Migration = {
  id: '0043_search_extensions',
  statements: [
    // Both are trusted extensions (PostgreSQL 13+): a database owner may create them without being a superuser.
    'CREATE EXTENSION IF NOT EXISTS pg_trgm',
    'CREATE EXTENSION IF NOT EXISTS unaccent',
    // unaccent() is only STABLE (its dictionary could change); naming the dictionary makes the result fixed, which
    // generated columns and indexes need.
    `CREATE FUNCTION search_normalise(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(unaccent('unaccent'::regdictionary, value)) $$`,
    // The text-search document of a piece of text at one weight; the 'simple' configuration neither stems nor
    // drops stop words, so names in any language stay whole words.
    `CREATE FUNCTION search_words_of(value text, weight "char") RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT setweight(to_tsvector('simple', search_normalise(coalesce(value, ''))), weight) $$`,
  ],
};
