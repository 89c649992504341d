import { type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';

/** The most words of a query that are searched for; the rest are left out so a pasted paragraph stays cheap. */
export const SEARCH_WORDS_MAX = 12;

/** Corrections tried for a word no name starts with: the names' words most like it, at most this many. */
export const SEARCH_CORRECTIONS_PER_WORD = 3;

/** Words shorter than this are never corrected: one letter off in two is another word, not a typo. */
export const SEARCH_CORRECTED_WORD_MIN = 3;

/**
 * A query as PostgreSQL text search reads it: `exact` has every word as typed, the last ones still being typed
 * (`neo` finds "Neon"); `fuzzy` also lets each word no name starts with be one of the names' words most like it
 * (`harbr` finds "Harbor"). Both are `tsquery` text, bound as parameters.
 */
export interface SearchTerms {
  /** The query as typed, for ranking by how like a result's name it is. */
  text: string;
  exact: string;
  fuzzy: string;
}

const termsRow = z.object({ exact: z.string().nullable(), fuzzy: z.string().nullable() });

// A word inside tsquery quotes: its own quotes doubled and backslashes escaped.
const quoted = (word: string) => `'''' || replace(replace(${word}, '\\', '\\\\'), '''', '''''') || ''''`;

/**
 * Reads the words of `query` the way documents are read (accents folded, lower case, the 'simple' parser), looks
 * up corrections for the unknown ones in `search_words` when `corrected` (at pg_trgm's similarity threshold), and
 * answers `null` when the query has no word at all (only punctuation).
 */
export async function searchTermsOf(
  db: Database,
  query: string,
  corrected = true,
): Promise<SearchTerms | null> {
  const statement: SQL = sql`
    WITH words AS (
      SELECT lexeme AS word, positions[1] AS position
      FROM unnest(to_tsvector('simple', search_normalise(${query})))
      ORDER BY positions[1]
      LIMIT ${SEARCH_WORDS_MAX}
    ),
    alternatives AS (
      SELECT words.position, ${sql.raw(quoted('words.word'))} AS literal, (
        SELECT string_agg(${sql.raw(quoted('fix.word'))}, ' | ')
        FROM (
          SELECT candidate.word
          FROM search_words candidate
          WHERE ${corrected} AND length(words.word) >= ${SEARCH_CORRECTED_WORD_MIN}
            AND candidate.word % words.word
            AND NOT EXISTS (
              SELECT 1 FROM search_words known
              WHERE known.word >= words.word COLLATE "C" AND known.word < (words.word || chr(1114111)) COLLATE "C"
            )
          ORDER BY similarity(candidate.word, words.word) DESC, candidate.word
          LIMIT ${SEARCH_CORRECTIONS_PER_WORD}
        ) AS fix
      ) AS fixes
      FROM words
    )
    SELECT
      to_tsquery('simple', string_agg(literal || ':*', ' & ' ORDER BY position))::text AS exact,
      to_tsquery('simple',
        string_agg('(' || literal || ':*' || coalesce(' | ' || fixes, '') || ')', ' & ' ORDER BY position)
      )::text AS fuzzy
    FROM alternatives`;
  const result = (await db.execute(statement)) as unknown as { rows: unknown[] };
  const [row] = z.array(termsRow).parse(result.rows);
  if (!row?.exact || !row.fuzzy) return null;
  return { text: query, exact: row.exact, fuzzy: row.fuzzy };
}
