import type { ChannelContentModel, ChannelItemRef } from '@tonearm/client/contract';
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { publicName } from '../../accounts/serialize-user';
import type { Database } from '../../db/connect';
import { albums, artists, channelables, channels, genres, playlists, tracks, users } from '../../db/schema';
import { containsPattern } from '../list';

/** An item of a channel as its content editor lists it. */
export interface ChannelItemSummary {
  model_type: ChannelContentModel;
  id: number;
  name: string;
  image: string | null;
}

/** How many matches the search for content to add answers. */
export const ADDABLE_LIMIT = 10;

interface ModelSource {
  rows(where: SQL | undefined, limit: number): Promise<ChannelItemSummary[]>;
  byName(text: string): SQL;
  id: SQL;
}

/** Where a model with an id, a name and a picture keeps them, and how its matches are ordered. */
interface NamedTable {
  table: PgTable;
  id: AnyPgColumn;
  name: AnyPgColumn;
  image: AnyPgColumn | null;
  byName: (text: string) => SQL;
  order: SQL[];
}

const NAMED_TABLES: Record<Exclude<ChannelContentModel, 'user'>, NamedTable> = {
  track: {
    table: tracks,
    id: tracks.id,
    name: tracks.name,
    image: tracks.image,
    byName: (text) => ilike(tracks.name, containsPattern(text)),
    order: [desc(tracks.plays), asc(tracks.id)],
  },
  album: {
    table: albums,
    id: albums.id,
    name: albums.name,
    image: albums.image,
    byName: (text) => ilike(albums.name, containsPattern(text)),
    order: [asc(albums.name), asc(albums.id)],
  },
  artist: {
    table: artists,
    id: artists.id,
    name: artists.name,
    image: artists.image,
    byName: (text) => ilike(artists.name, containsPattern(text)),
    order: [asc(artists.name), asc(artists.id)],
  },
  playlist: {
    table: playlists,
    id: playlists.id,
    name: playlists.name,
    image: playlists.image,
    byName: (text) => and(ilike(playlists.name, containsPattern(text)), eq(playlists.public, true)) as SQL,
    order: [asc(playlists.name), asc(playlists.id)],
  },
  genre: {
    table: genres,
    id: genres.id,
    name: genres.display_name,
    image: genres.image,
    byName: (text) =>
      sql`(${ilike(genres.name, containsPattern(text))} or ${ilike(genres.display_name, containsPattern(text))})`,
    order: [asc(genres.name), asc(genres.id)],
  },
  channel: {
    table: channels,
    id: channels.id,
    name: channels.name,
    image: null,
    byName: (text) => ilike(channels.name, containsPattern(text)),
    order: [asc(channels.name), asc(channels.id)],
  },
};

/** Where each model's id, name and picture are read, for the content editor and its search. */
function sourceOf(db: Database, model: ChannelContentModel): ModelSource {
  if (model === 'user') {
    return {
      id: sql`${users.id}`,
      byName: (text) =>
        sql`(coalesce(${users.first_name}, '') || ' ' || coalesce(${users.last_name}, '')) ilike ${containsPattern(text)}`,
      rows: async (where, limit) =>
        (
          await db
            .select({
              id: users.id,
              first_name: users.first_name,
              last_name: users.last_name,
              image: users.image,
            })
            .from(users)
            .where(where)
            .orderBy(asc(users.id))
            .limit(limit)
        ).map((user) => ({ model_type: model, id: user.id, name: publicName(user), image: user.image })),
    };
  }
  const named = NAMED_TABLES[model];
  return {
    id: sql`${named.id}`,
    byName: named.byName,
    rows: async (where, limit) =>
      (
        await db
          .select({
            id: sql<number>`${named.id}`.mapWith(Number),
            name: sql<string>`${named.name}`,
            image: named.image ? sql<string | null>`${named.image}` : sql<null>`null`,
          })
          .from(named.table)
          .where(where)
          .orderBy(...named.order)
          .limit(limit)
      ).map((row) => ({ model_type: model, ...row })),
  };
}

/** Items of `model` whose name holds `text`, or whose id it is, for a manual channel's "add" search. */
export function searchAddable(db: Database, model: ChannelContentModel, text: string) {
  const source = sourceOf(db, model);
  const condition =
    text === ''
      ? undefined
      : /^\d{1,9}$/.test(text)
        ? sql`(${source.byName(text)} or ${source.id} = ${Number(text)})`
        : source.byName(text);
  return source.rows(condition, ADDABLE_LIMIT);
}

/** The items that exist of `refs`, in the order of `refs`. */
export async function summarize(
  db: Database,
  refs: readonly ChannelItemRef[],
): Promise<ChannelItemSummary[]> {
  const models = [...new Set(refs.map((ref) => ref.model_type))];
  const found = (
    await Promise.all(
      models.map((model) => {
        const ids = refs.filter((ref) => ref.model_type === model).map((ref) => ref.id);
        const source = sourceOf(db, model);
        return source.rows(inArray(source.id, ids), ids.length);
      }),
    )
  ).flat();
  const byKey = new Map(found.map((item) => [`${item.model_type}.${item.id}`, item]));
  return refs.flatMap((ref) => byKey.get(`${ref.model_type}.${ref.id}`) ?? []);
}

/** Every item stored for a channel, in its order. */
export async function channelItemRefs(db: Database, channelId: number): Promise<ChannelItemRef[]> {
  const rows = await db
    .select({ model_type: channelables.channelable_type, id: channelables.channelable_id })
    .from(channelables)
    .where(eq(channelables.channel_id, channelId))
    .orderBy(asc(channelables.position));
  return rows;
}
