import { SEARCH_TYPES, type SearchType } from '@tonearm/client/contract';
import { type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import { tags } from '../../db/schema';
import {
  loadAlbums,
  loadArtists,
  loadGenres,
  loadPlaylists,
  loadPublicUsers,
  loadTracks,
  serializeTag,
} from '../serialize';
import { SEARCH_SETTING, type SearchSettings, searchSettingsOf } from './search-settings';
import { type SearchTerms, searchTermsOf } from './search-terms';

/** One type's matches for a query: a page of their ids in rank order with how many there are, and their models. */
export interface TypeSearch {
  page(limit: number, offset: number): Promise<{ ids: number[]; total: number }>;
  load(ids: number[]): Promise<unknown[]>;
}

/**
 * The most rows of a type one search ranks, taken in the type's order of popularity: a word as common as "love"
 * matches half a large catalogue, and ranking all of it would take seconds. A listener pages through these.
 */
export const SEARCH_CANDIDATES = 200;

/**
 * A search that answers only its best rows and counts none (the all-types search): a source of matches whose every
 * row would rank below `first` rows found already is left unread.
 */
interface FirstRows {
  /** The query with every word as typed (`SearchTerms.exact`): its matches rank above the others. */
  exact: SQL;
  /** How many of the best rows are wanted. */
  first: number;
}

/** What a search reads besides the documents' matches. */
interface Matching {
  /** Whether tracks are also found by their lyrics (`search.lyrics`). */
  lyrics: boolean;
  /** Set for a search that answers only its best rows and counts none. */
  wanted?: FirstRows | undefined;
}

/** How a type is searched: the rows its documents match, and what ranks equally good matches. */
interface TypeIndex {
  /**
   * The rows the query (`tsquery`) matches, at most `SEARCH_CANDIDATES` of each source, with the type's `columns`
   * only: a whole row (a track's is wide) would be carried through the union and sorts for nothing. With `wanted`,
   * sources that cannot reach its first rows are skipped.
   */
  matched(query: SQL, text: string, matching: Matching): SQL;
  /** What is compared with the query as typed (`item.` is the row). */
  name: string;
  /** Orders matches that are alike otherwise, before the id. */
  tieBreak: string;
  load(db: Database, ids: number[]): Promise<unknown[]>;
}

/** What ranking reads of a row of each type (`ranked`): its id, document, name and tie-break. */
const COLUMNS = {
  tracks: 'id, name, plays, search_document',
  albums: 'id, name, release_date, search_document',
  artists: 'id, name, verified, search_document',
  playlists: 'id, name, updated_at, search_document',
  users: 'id, first_name, last_name, created_at, search_document',
  genres: 'id, name, display_name, search_document',
  tags: 'id, name, display_name, search_document',
} as const;

// The order is one an index gives (a track's plays, or the newest first), so a common word's matches are read
// in that order and the scan stops at the limit.
const documentMatches = (
  table: keyof typeof COLUMNS,
  query: SQL,
  where: SQL = sql`true`,
  order = 'id DESC',
) =>
  sql`(SELECT ${sql.raw(COLUMNS[table])} FROM ${sql.raw(table)} AS item
    WHERE item.search_document @@ ${query} AND ${where}
    ORDER BY ${sql.raw(order)} LIMIT ${SEARCH_CANDIDATES})`;

/**
 * As `documentMatches`, and also every row whose name is the query, however far down that order it is (its
 * document has the query's every word, so it matches too; the name's index alone finds it). `alsoFound` adds rows
 * found otherwise, none of which matches the query as typed, given whether `wanted`'s first rows still need them.
 *
 * Ranking puts a row whose name is the query and that matches it as typed above every other row, and any row that
 * matches it as typed above every row that does not (`ranked`). So when `wanted.first` named rows match as typed,
 * the other matches are not read, and when as many named and other matches do, the rows `alsoFound` adds are not.
 */
function namedOrDocumentMatches(
  table: 'tracks' | 'albums' | 'artists',
  query: SQL,
  text: string,
  wanted: FirstRows | undefined,
  order = 'id DESC',
  alsoFound?: (needed: SQL) => SQL,
): SQL {
  const asTyped = (source: string) =>
    wanted ? sql`(SELECT count(*) FROM ${sql.raw(source)} WHERE search_document @@ ${wanted.exact})` : sql`0`;
  const otherMatchesNeeded = wanted ? sql`${asTyped('named')} < ${wanted.first}` : sql`true`;
  const alsoFoundNeeded = wanted
    ? sql`${asTyped('named')} + ${asTyped('documents')} < ${wanted.first}`
    : sql`true`;
  // Without `wanted` each part is read once, and PostgreSQL plans it in place as a subquery.
  return sql`WITH named AS (SELECT ${sql.raw(COLUMNS[table])} FROM ${sql.raw(table)} AS item
        WHERE lower(item.name) = lower(${text}) LIMIT ${SEARCH_CANDIDATES}),
      documents AS ${documentMatches(table, query, sql`lower(item.name) <> lower(${text}) AND ${otherMatchesNeeded}`, order)}
    SELECT * FROM named UNION ALL SELECT * FROM documents
    ${alsoFound ? sql`UNION ALL ${alsoFound(alsoFoundNeeded)}` : sql``}`;
}

const TYPE_INDEXES: Record<SearchType, TypeIndex> = {
  tracks: {
    // A track is also found by its lyrics, which have a document of their own; a track its own document finds
    // is left out there, so no track is listed twice. The lyrics' index leads and each one's track is looked up
    // by its key (the subquery kept apart by OFFSET 0): joined as equals, the planner walked every track in id
    // order to meet the lyrics, thousands of rows for a common word.
    matched: (query, text, { lyrics, wanted }) =>
      namedOrDocumentMatches(
        'tracks',
        query,
        text,
        wanted,
        'plays DESC, id DESC',
        lyrics
          ? (needed) => sql`(SELECT item.* FROM lyrics CROSS JOIN LATERAL (
            SELECT ${sql.raw(COLUMNS.tracks)} FROM tracks
            WHERE tracks.id = lyrics.track_id AND NOT tracks.search_document @@ ${query} OFFSET 0
          ) AS item
          WHERE lyrics.search_document @@ ${query} AND ${needed}
          LIMIT ${SEARCH_CANDIDATES})`
          : undefined,
      ),
    name: 'item.name',
    tieBreak: 'item.plays DESC',
    load: loadTracks,
  },
  albums: {
    matched: (query, text, { wanted }) => namedOrDocumentMatches('albums', query, text, wanted),
    name: 'item.name',
    tieBreak: 'item.release_date DESC NULLS LAST',
    load: loadAlbums,
  },
  artists: {
    matched: (query, text, { wanted }) => namedOrDocumentMatches('artists', query, text, wanted),
    name: 'item.name',
    tieBreak: 'item.verified DESC',
    load: loadArtists,
  },
  playlists: {
    matched: (query) => documentMatches('playlists', query, sql`item.public`),
    name: 'item.name',
    tieBreak: 'item.updated_at DESC',
    load: loadPlaylists,
  },
  users: {
    matched: (query) => documentMatches('users', query, sql`item.banned_at IS NULL`),
    name: "concat_ws(' ', item.first_name, item.last_name)",
    tieBreak: 'item.created_at',
    load: loadPublicUsers,
  },
  genres: {
    matched: (query) => documentMatches('genres', query),
    name: 'item.display_name',
    tieBreak: 'item.name',
    load: loadGenres,
  },
  tags: {
    matched: (query) => documentMatches('tags', query),
    name: 'item.display_name',
    tieBreak: 'item.name',
    load: async (db, ids) => {
      if (ids.length === 0) return [];
      const rows = await db.select().from(tags).where(sql`${tags.id} in ${ids}`);
      const byId = new Map(rows.map((row) => [row.id, serializeTag(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  },
};

const settingRows = z.array(z.object({ value: z.unknown() }));
const pageRows = z.array(z.object({ id: z.number().int(), total: z.coerce.number().int() }));
const countRows = z.array(z.object({ total: z.number().int() }));
const typedIdRows = z.array(z.object({ type: z.enum(SEARCH_TYPES), id: z.number().int() }));

async function rowsOf(db: Database, statement: SQL): Promise<unknown[]> {
  // Both drivers answer `{rows}`; the callers check the rows' shape.
  return ((await db.execute(statement)) as unknown as { rows: unknown[] }).rows;
}

/** pg_trgm's similarity threshold when nothing sets it. */
const PG_TRGM_SIMILARITY_THRESHOLD = 0.3;

/** A search under way: its transaction, the query's words and the search settings read in it. */
interface Search {
  tx: Database;
  terms: SearchTerms;
  settings: SearchSettings;
}

/**
 * Runs `work` in one transaction that reads the search settings as they are now, reads the query's words (with the
 * typo settings), then plans every statement for its own query: the embedded engine keeps statements prepared,
 * and after a few runs PostgreSQL may keep one generic plan for every query; no plan suits both a word in a
 * quarter of the catalogue (read the most played tracks until enough match) and a rare one (read its matches from
 * the index), and the generic one made a common word's search cost four to seven times as much. Answers
 * `nothing` for a query with no word.
 */
function searching<Result>(
  db: Database,
  query: string,
  nothing: Result,
  work: (search: Search) => Promise<Result>,
): Promise<Result> {
  return db.transaction(async (tx) => {
    const [stored] = settingRows.parse(
      await rowsOf(tx, sql`SELECT value FROM settings WHERE name = ${SEARCH_SETTING}`),
    );
    const settings = searchSettingsOf(stored?.value);
    // pg_trgm's `%`, which the corrections' index answers, compares with this threshold, set for this transaction
    // only; the session keeps pg_trgm's own, which the default setting is, so the usual search sets nothing.
    if (settings.typos && settings.typoSimilarity !== PG_TRGM_SIMILARITY_THRESHOLD)
      await tx.execute(
        sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(settings.typoSimilarity)}, true)`,
      );
    const terms = await searchTermsOf(tx, query, settings.typos);
    if (!terms) return nothing;
    await tx.execute(sql`SELECT set_config('plan_cache_mode', 'force_custom_plan', true)`);
    return work({ tx, terms, settings });
  });
}

/**
 * The matches of one type, ranked, as `(id, position, total)` (`total` counts them all): those matching every word as typed before those found
 * through a corrected word; a name that is the query, then one that starts with it; then by where the words were
 * found (a name above an artist, album or genre, above lyrics); then by the type's own order (a track's plays, a
 * verified artist first) and the id.
 */
function ranked(
  type: SearchType,
  { terms, settings }: Search,
  limit: number,
  offset: number,
  counted = true,
): SQL {
  const index = TYPE_INDEXES[type];
  const exact = sql`${terms.exact}::tsquery`;
  const fuzzy = sql`${terms.fuzzy}::tsquery`;
  const name = sql.raw(index.name);
  const text = sql`lower(${terms.text})`;
  // The all-types search needs no total: a second window over every match is left out of it, and so are the
  // matches that cannot reach its first rows. A query with a corrected word has no match as typed among names (no
  // name's word starts with that word), so there nothing could be left out and nothing is weighed.
  const total = counted ? sql`count(*) OVER ()` : sql`NULL::bigint`;
  const firstOnly = !counted && terms.exact === terms.fuzzy;
  const matching = {
    lyrics: settings.lyrics,
    wanted: firstOnly ? { exact, first: offset + limit } : undefined,
  };
  return sql`SELECT ranked.id, ranked.position, ranked.total FROM (
      SELECT item.id, ${total} AS total, row_number() OVER (ORDER BY
        item.search_document @@ ${exact} DESC,
        lower(${name}) = ${text} DESC,
        starts_with(lower(${name}), ${text}) DESC,
        ts_rank(item.search_document, ${fuzzy}) DESC,
        ${sql.raw(index.tieBreak)}, item.id) AS position
      FROM (${index.matched(fuzzy, terms.text, matching)}) AS item
    ) AS ranked
    ORDER BY ranked.position LIMIT ${limit} OFFSET ${offset}`;
}

/** Searches one type for `query`: a page of its matches, ranked and counted in one statement, and their models. */
export function searchType(db: Database, type: SearchType, query: string): TypeSearch {
  const index = TYPE_INDEXES[type];
  return {
    page: (limit, offset) =>
      searching(db, query, { ids: [], total: 0 }, async (search) => {
        const rows = pageRows.parse(await rowsOf(search.tx, ranked(type, search, limit, offset)));
        if (rows.length > 0 || offset === 0)
          return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
        // A page past the last has no row to carry the count.
        const { terms, settings } = search;
        const matched = index.matched(sql`${terms.fuzzy}::tsquery`, terms.text, { lyrics: settings.lyrics });
        const [counted] = countRows.parse(
          await rowsOf(search.tx, sql`SELECT count(*)::int AS total FROM (${matched}) AS item`),
        );
        return { ids: [], total: counted?.total ?? 0 };
      }),
    load: (ids) => index.load(db, ids),
  };
}

/**
 * The first `perType` ids of every type, ranked as `searchType` ranks them, in one statement: the all-types
 * search answers as the listener types, and seven round trips would cost more than the searches.
 */
export async function searchEveryType(
  db: Database,
  query: string,
  perType: number,
): Promise<Record<SearchType, number[]>> {
  const found = Object.fromEntries(SEARCH_TYPES.map((type) => [type, [] as number[]])) as Record<
    SearchType,
    number[]
  >;
  const rows = await searching(db, query, [], async (search) => {
    const branches = SEARCH_TYPES.map(
      (type) => sql`(SELECT ${type}::text AS type, first.id, first.position
        FROM (${ranked(type, search, perType, 0, false)}) AS first)`,
    );
    return typedIdRows.parse(
      await rowsOf(search.tx, sql`${sql.join(branches, sql` UNION ALL `)} ORDER BY 1, 3`),
    );
  });
  for (const row of rows) found[row.type].push(row.id);
  return found;
}
