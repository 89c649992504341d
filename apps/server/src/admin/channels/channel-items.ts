import type { ChannelContentModel, ChannelItemRef } from '@tonearm/client/contract';
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
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

const named = (model: ChannelContentModel) => (rows: { id: number; name: string; image: string | null }[]) =>
  rows.map((row) => ({ model_type: model, ...row }));

/** Where each model's id, name and picture are read, for the content editor and its search. */
function sourceOf(db: Database, model: ChannelContentModel): ModelSource {
  switch (model) {
    case 'track':
      return {
        id: sql`${tracks.id}`,
        byName: (text) => ilike(tracks.name, containsPattern(text)),
        rows: async (where, limit) =>
          named(model)(
            await db
              .select({ id: tracks.id, name: tracks.name, image: tracks.image })
              .from(tracks)
              .where(where)
              .orderBy(desc(tracks.plays), asc(tracks.id))
              .limit(limit),
          ),
      };
    case 'album':
      return {
        id: sql`${albums.id}`,
        byName: (text) => ilike(albums.name, containsPattern(text)),
        rows: async (where, limit) =>
          named(model)(
            await db
              .select({ id: albums.id, name: albums.name, image: albums.image })
              .from(albums)
              .where(where)
              .orderBy(asc(albums.name), asc(albums.id))
              .limit(limit),
          ),
      };
    case 'artist':
      return {
        id: sql`${artists.id}`,
        byName: (text) => ilike(artists.name, containsPattern(text)),
        rows: async (where, limit) =>
          named(model)(
            await db
              .select({ id: artists.id, name: artists.name, image: artists.image })
              .from(artists)
              .where(where)
              .orderBy(asc(artists.name), asc(artists.id))
              .limit(limit),
          ),
      };
    case 'playlist':
      return {
        id: sql`${playlists.id}`,
        byName: (text) =>
          and(ilike(playlists.name, containsPattern(text)), eq(playlists.public, true)) as SQL,
        rows: async (where, limit) =>
          named(model)(
            await db
              .select({ id: playlists.id, name: playlists.name, image: playlists.image })
              .from(playlists)
              .where(where)
              .orderBy(asc(playlists.name), asc(playlists.id))
              .limit(limit),
          ),
      };
    case 'genre':
      return {
        id: sql`${genres.id}`,
        byName: (text) =>
          sql`(${ilike(genres.name, containsPattern(text))} or ${ilike(genres.display_name, containsPattern(text))})`,
        rows: async (where, limit) =>
          named(model)(
            await db
              .select({ id: genres.id, name: genres.display_name, image: genres.image })
              .from(genres)
              .where(where)
              .orderBy(asc(genres.name), asc(genres.id))
              .limit(limit),
          ),
      };
    case 'user':
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
    default:
      return {
        id: sql`${channels.id}`,
        byName: (text) => ilike(channels.name, containsPattern(text)),
        rows: async (where, limit) =>
          (
            await db
              .select({ id: channels.id, name: channels.name })
              .from(channels)
              .where(where)
              .orderBy(asc(channels.name), asc(channels.id))
              .limit(limit)
          ).map((channel) => ({ model_type: model, ...channel, image: null })),
      };
  }
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
