import type { SearchType } from '@tonearm/client/contract';
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
import type { SearchTerms } from './search-terms';

/** One type's matches for a query: how many, the ids of a page in rank order, and the models of those ids. */
export interface TypeSearch {
  total(): Promise<number>;
  ids(limit: number, offset: number): Promise<number[]>;
  load(ids: number[]): Promise<unknown[]>;
}

/** How a type is searched: the rows its documents match, and what ranks equally good matches. */
interface TypeIndex {
  table: string;
  /** `SELECT id …` of every row the query matches (`query` is the fuzzy `tsquery`). */
  matched(query: SQL): SQL;
  /** What is compared with the query as typed (`item.` is the row). */
  name: string;
  /** Orders matches that are alike otherwise, before the id. */
  tieBreak: string;
  load(db: Database, ids: number[]): Promise<unknown[]>;
}

const documentMatches = (table: string, query: SQL, where = 'true') =>
  sql`SELECT id FROM ${sql.raw(table)} WHERE search_document @@ ${query} AND ${sql.raw(where)}`;

const TYPE_INDEXES: Record<SearchType, TypeIndex> = {
  tracks: {
    table: 'tracks',
    // A track is also found by its lyrics, which have a document of their own.
    matched: (query) =>
      sql`${documentMatches('tracks', query)} UNION SELECT track_id FROM lyrics WHERE search_document @@ ${query}`,
    name: 'item.name',
    tieBreak: 'item.plays DESC',
    load: loadTracks,
  },
  albums: {
    table: 'albums',
    matched: (query) => documentMatches('albums', query),
    name: 'item.name',
    tieBreak: 'item.release_date DESC NULLS LAST',
    load: loadAlbums,
  },
  artists: {
    table: 'artists',
    matched: (query) => documentMatches('artists', query),
    name: 'item.name',
    tieBreak: 'item.verified DESC',
    load: loadArtists,
  },
  playlists: {
    table: 'playlists',
    matched: (query) => documentMatches('playlists', query, 'public'),
    name: 'item.name',
    tieBreak: 'item.updated_at DESC',
    load: loadPlaylists,
  },
  users: {
    table: 'users',
    matched: (query) => documentMatches('users', query, 'banned_at IS NULL'),
    name: "concat_ws(' ', item.first_name, item.last_name)",
    tieBreak: 'item.created_at',
    load: loadPublicUsers,
  },
  genres: {
    table: 'genres',
    matched: (query) => documentMatches('genres', query),
    name: 'item.display_name',
    tieBreak: 'item.name',
    load: loadGenres,
  },
  tags: {
    table: 'tags',
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

const idRows = z.array(z.object({ id: z.number().int() }));
const countRows = z.array(z.object({ total: z.number().int() }));

async function rowsOf(db: Database, statement: SQL): Promise<unknown[]> {
  // Both drivers answer `{rows}`; the callers check the rows' shape.
  return ((await db.execute(statement)) as unknown as { rows: unknown[] }).rows;
}

/**
 * Searches one type. Rows are ranked: those matching every word as typed before those found through a corrected
 * word; then by where the words were found (a name above an artist, album or genre, above lyrics) and how like the
 * query the name is; then by the type's own order (a track's plays, a verified artist first).
 */
export function searchType(db: Database, type: SearchType, terms: SearchTerms | null): TypeSearch {
  const index = TYPE_INDEXES[type];
  const load = (ids: number[]) => index.load(db, ids);
  if (!terms) return { total: async () => 0, ids: async () => [], load };
  const exact = sql`${terms.exact}::tsquery`;
  const fuzzy = sql`${terms.fuzzy}::tsquery`;
  const matched = index.matched(fuzzy);
  return {
    total: async () =>
      countRows.parse(await rowsOf(db, sql`SELECT count(*)::int AS total FROM (${matched}) AS matched`))[0]
        ?.total ?? 0,
    ids: async (limit, offset) =>
      idRows
        .parse(
          await rowsOf(
            db,
            sql`SELECT item.id FROM (${matched}) AS matched
              JOIN ${sql.raw(index.table)} AS item ON item.id = matched.id
              ORDER BY item.search_document @@ ${exact} DESC,
                ts_rank(item.search_document, ${fuzzy})
                  + similarity(search_normalise(${sql.raw(index.name)}), search_normalise(${terms.text})) DESC,
                ${sql.raw(index.tieBreak)}, item.id
              LIMIT ${limit} OFFSET ${offset}`,
          ),
        )
        .map((row) => row.id),
    load,
  };
}
