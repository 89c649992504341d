import { SEARCH_QUERY_MAX, type SearchType, searchTypeSchema } from '@tonearm/client/contract';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppBindings, AppServices } from '../../app-context';
import type { Database } from '../../db/connect';
import { albums, artists, genres, playlists, tags, tracks, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { requireMusicPermission } from '../music-permission';
import { pageOf } from '../page';
import {
  loadAlbums,
  loadArtists,
  loadGenres,
  loadPlaylists,
  loadPublicUsers,
  loadTracks,
  serializeTag,
} from '../serialize';

/** How many results of each type the all-types search answers with. */
export const SEARCH_RESULTS_PER_TYPE = 8;

const searchQuerySchema = z.object({ query: z.string().trim().min(1).max(SEARCH_QUERY_MAX) });

/** `%` and `_` typed by a listener are letters, not wildcards. */
function containing(query: string): string {
  return `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

interface TypeSearch {
  total(): Promise<number>;
  ids(limit: number, offset: number): Promise<number[]>;
  load(ids: number[]): Promise<unknown[]>;
}

function searchOf(db: Database, type: SearchType, query: string): TypeSearch {
  const pattern = containing(query);
  // Names that start with the query come first, then the most popular.
  const startsFirst = (column: AnyPgColumn) => sql`(lower(${column}) like lower(${`${query}%`})) desc`;
  const run = async (rows: Promise<{ id: number }[]>) => (await rows).map((row) => row.id);
  const counted = async (rows: Promise<{ value: number }[]>) => (await rows)[0]?.value ?? 0;
  switch (type) {
    case 'tracks': {
      const where = ilike(tracks.name, pattern);
      return {
        total: () => counted(db.select({ value: count() }).from(tracks).where(where)),
        ids: (limit, offset) =>
          run(
            db
              .select({ id: tracks.id })
              .from(tracks)
              .where(where)
              .orderBy(startsFirst(tracks.name), desc(tracks.plays), asc(tracks.id))
              .limit(limit)
              .offset(offset),
          ),
        load: (ids) => loadTracks(db, ids),
      };
    }
    case 'albums': {
      const where = ilike(albums.name, pattern);
      return {
        total: () => counted(db.select({ value: count() }).from(albums).where(where)),
        ids: (limit, offset) =>
          run(
            db
              .select({ id: albums.id })
              .from(albums)
              .where(where)
              .orderBy(startsFirst(albums.name), asc(albums.id))
              .limit(limit)
              .offset(offset),
          ),
        load: (ids) => loadAlbums(db, ids),
      };
    }
    case 'artists': {
      const where = ilike(artists.name, pattern);
      return {
        total: () => counted(db.select({ value: count() }).from(artists).where(where)),
        ids: (limit, offset) =>
          run(
            db
              .select({ id: artists.id })
              .from(artists)
              .where(where)
              .orderBy(startsFirst(artists.name), desc(artists.verified), asc(artists.id))
              .limit(limit)
              .offset(offset),
          ),
        load: (ids) => loadArtists(db, ids),
      };
    }
    case 'playlists': {
      const where = and(eq(playlists.public, true), ilike(playlists.name, pattern));
      return {
        total: () => counted(db.select({ value: count() }).from(playlists).where(where)),
        ids: (limit, offset) =>
          run(
            db
              .select({ id: playlists.id })
              .from(playlists)
              .where(where)
              .orderBy(startsFirst(playlists.name), asc(playlists.id))
              .limit(limit)
              .offset(offset),
          ),
        load: (ids) => loadPlaylists(db, ids),
      };
    }
    case 'users': {
      // Names only: an e-mail address is never searchable.
      const fullName = sql`concat_ws(' ', ${users.first_name}, ${users.last_name})`;
      const where = and(
        sql`${users.banned_at} is null`,
        or(
          ilike(users.first_name, pattern),
          ilike(users.last_name, pattern),
          sql`${fullName} ilike ${pattern}`,
        ),
      );
      return {
        total: () => counted(db.select({ value: count() }).from(users).where(where)),
        ids: (limit, offset) =>
          run(
            db
              .select({ id: users.id })
              .from(users)
              .where(where)
              .orderBy(asc(users.id))
              .limit(limit)
              .offset(offset),
          ),
        load: (ids) => loadPublicUsers(db, ids),
      };
    }
    case 'genres': {
      const where = or(ilike(genres.name, pattern), ilike(genres.display_name, pattern));
      return {
        total: () => counted(db.select({ value: count() }).from(genres).where(where)),
        ids: (limit, offset) =>
          run(
            db
              .select({ id: genres.id })
              .from(genres)
              .where(where)
              .orderBy(asc(genres.name))
              .limit(limit)
              .offset(offset),
          ),
        load: (ids) => loadGenres(db, ids),
      };
    }
    default: {
      const where = or(ilike(tags.name, pattern), ilike(tags.display_name, pattern));
      return {
        total: () => counted(db.select({ value: count() }).from(tags).where(where)),
        ids: (limit, offset) =>
          run(
            db
              .select({ id: tags.id })
              .from(tags)
              .where(where)
              .orderBy(asc(tags.name))
              .limit(limit)
              .offset(offset),
          ),
        load: async (ids) => {
          if (ids.length === 0) return [];
          const rows = await db.select().from(tags).where(sql`${tags.id} in ${ids}`);
          const byId = new Map(rows.map((row) => [row.id, serializeTag(row)]));
          return ids.flatMap((id) => byId.get(id) ?? []);
        },
      };
    }
  }
}

function readQuery(c: Context): string {
  return validate(searchQuerySchema, { query: c.req.query('query') ?? c.req.query('q') ?? '' }).query;
}

/** Search across every type, and one type by page (`/search/{query}/{tab}`). */
export function searchRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/search', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    const query = readQuery(c);
    const types = searchTypeSchema.options;
    const found = await Promise.all(
      types.map(async (type) => {
        const search = searchOf(db, type, query);
        return [type, await search.load(await search.ids(SEARCH_RESULTS_PER_TYPE, 0))] as const;
      }),
    );
    return c.json({ query, results: Object.fromEntries(found) });
  });

  routes.get('/search/:type', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    const type = searchTypeSchema.safeParse(c.req.param('type'));
    if (!type.success) throw notFound();
    const query = readQuery(c);
    const search = searchOf(db, type.data, query);
    return c.json({ query, pagination: await pageOf(c, search.total, search.ids, search.load) });
  });

  return routes;
}
