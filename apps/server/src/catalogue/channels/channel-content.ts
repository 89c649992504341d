import type { ChannelContentItem, ChannelItem } from '@tonearm/client/contract';
import { asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import {
  albums,
  artists,
  channelables,
  channels,
  genreables,
  genres,
  likes,
  playlistFollowers,
  playlists,
  type StoredChannelConfig,
  tracks,
  users,
} from '../../db/schema';
import {
  loadAlbums,
  loadArtists,
  loadGenres,
  loadPlaylists,
  loadPublicUsers,
  loadTracks,
} from '../serialize';
import { channelSettings } from './channel-config';

type ChannelRow = typeof channels.$inferSelect;
type Model = StoredChannelConfig['content_model'];

/** One model's list query: the matching ids in the channel's order, and how many there are. */
interface ModelList {
  total(): Promise<number>;
  ids(limit: number, offset: number): Promise<number[]>;
}

function orderFor(model: Model, order: StoredChannelConfig['content_order']): SQL[] {
  const [column] = order.split(':');
  switch (model) {
    case 'track':
      if (column === 'name') return [asc(tracks.name)];
      if (column === 'popularity') return [desc(tracks.plays), asc(tracks.id)];
      return [desc(tracks.created_at), desc(tracks.id)];
    case 'album':
      if (column === 'name') return [asc(albums.name)];
      if (column === 'popularity') {
        return [
          sql`(select coalesce(sum(${tracks.plays}), 0) from ${tracks} where ${tracks.album_id} = ${albums.id}) desc`,
          asc(albums.id),
        ];
      }
      if (column === 'release_date') return [sql`${albums.release_date} desc nulls last`, desc(albums.id)];
      return [desc(albums.created_at), desc(albums.id)];
    case 'artist':
      if (column === 'name') return [asc(artists.name)];
      if (column === 'popularity') {
        return [
          sql`(select count(*) from ${likes} where ${likes.likeable_type} = 'artist' and ${likes.likeable_id} = ${artists.id}) desc`,
          asc(artists.id),
        ];
      }
      return [desc(artists.created_at), desc(artists.id)];
    case 'playlist':
      if (column === 'name') return [asc(playlists.name)];
      if (column === 'popularity') {
        return [
          sql`(select count(*) from ${playlistFollowers} where ${playlistFollowers.playlist_id} = ${playlists.id}) desc`,
          asc(playlists.id),
        ];
      }
      return [desc(playlists.created_at), desc(playlists.id)];
    case 'user':
      if (column === 'name') return [asc(users.first_name), asc(users.last_name), asc(users.id)];
      return [desc(users.created_at), desc(users.id)];
    default:
      if (column === 'popularity') {
        return [
          sql`(select count(*) from ${genreables} where ${genreables.genre_id} = ${genres.id}) desc`,
          asc(genres.name),
        ];
      }
      return [asc(genres.name)];
  }
}

/** Ids of a model's items tagged with the genre, for a restricted channel. */
function inGenre(type: 'track' | 'album' | 'artist', genreId: number) {
  return sql`(select ${genreables.genreable_id} from ${genreables} where ${genreables.genreable_type} = ${type} and ${genreables.genre_id} = ${genreId})`;
}

function listOf(db: Database, config: StoredChannelConfig, genreId: number | null): ModelList | null {
  const order = orderFor(config.content_model, config.content_order);
  const page = async (query: Promise<{ id: number }[]>) => (await query).map((row) => row.id);
  const counted = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  switch (config.content_model) {
    case 'track': {
      const where = genreId === null ? undefined : sql`${tracks.id} in ${inGenre('track', genreId)}`;
      return {
        total: () => counted(db.select({ value: count() }).from(tracks).where(where)),
        ids: (limit, offset) =>
          page(
            db
              .select({ id: tracks.id })
              .from(tracks)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
          ),
      };
    }
    case 'album': {
      const where = genreId === null ? undefined : sql`${albums.id} in ${inGenre('album', genreId)}`;
      return {
        total: () => counted(db.select({ value: count() }).from(albums).where(where)),
        ids: (limit, offset) =>
          page(
            db
              .select({ id: albums.id })
              .from(albums)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
          ),
      };
    }
    case 'artist': {
      const where = genreId === null ? undefined : sql`${artists.id} in ${inGenre('artist', genreId)}`;
      return {
        total: () => counted(db.select({ value: count() }).from(artists).where(where)),
        ids: (limit, offset) =>
          page(
            db
              .select({ id: artists.id })
              .from(artists)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
          ),
      };
    }
    case 'playlist': {
      const where = eq(playlists.public, true);
      return {
        total: () => counted(db.select({ value: count() }).from(playlists).where(where)),
        ids: (limit, offset) =>
          page(
            db
              .select({ id: playlists.id })
              .from(playlists)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
          ),
      };
    }
    case 'genre':
      return {
        total: () => counted(db.select({ value: count() }).from(genres)),
        ids: (limit, offset) =>
          page(
            db
              .select({ id: genres.id })
              .from(genres)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
          ),
      };
    case 'user': {
      const where = isNull(users.banned_at);
      return {
        total: () => counted(db.select({ value: count() }).from(users).where(where)),
        ids: (limit, offset) =>
          page(
            db
              .select({ id: users.id })
              .from(users)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
          ),
      };
    }
    default:
      return null;
  }
}

/** Loads mixed items (a manual channel's picks) keeping their order. */
async function loadMixed(
  db: Database,
  picks: { type: Model; id: number }[],
  nested: (ids: number[]) => Promise<ChannelContentItem[]>,
): Promise<ChannelContentItem[]> {
  const idsOf = (type: Model) => picks.filter((pick) => pick.type === type).map((pick) => pick.id);
  const loaded: ChannelContentItem[] = (
    await Promise.all([
      loadTracks(db, idsOf('track')),
      loadAlbums(db, idsOf('album')),
      loadArtists(db, idsOf('artist')),
      loadPlaylists(db, idsOf('playlist')),
      loadGenres(db, idsOf('genre')),
      loadPublicUsers(db, idsOf('user')),
      nested(idsOf('channel')),
    ])
  ).flat();
  const key = (type: string, id: number) => `${type}.${id}`;
  const byKey = new Map(loaded.map((item) => [key(item.model_type, item.id), item]));
  return picks.flatMap((pick) => {
    const item = byKey.get(key(pick.type, pick.id));
    return item ? [item] : [];
  });
}

export interface ContentPage<T> {
  total: number;
  items: T[];
}

/**
 * One page of a channel's content: the hand-picked items of a manual channel (nested channels with the first page
 * of their own content), or every item of its model in its order, restricted to a genre when it has a restriction.
 */
export async function channelContent(
  db: Database,
  channel: ChannelRow,
  genre: { id: number; display_name: string } | null,
  limit: number,
  offset: number,
  nestedLimit: number,
): Promise<ContentPage<ChannelContentItem>> {
  // Manual and auto-updated channels read their stored items: the refresh job writes an auto-updated one's.
  const list =
    channel.config.content_type === 'listAll' ? listOf(db, channel.config, genre?.id ?? null) : null;
  if (list) {
    const [total, ids] = await Promise.all([list.total(), list.ids(limit, offset)]);
    const picks = ids.map((id) => ({ type: channel.config.content_model, id }));
    return { total, items: await loadMixed(db, picks, async () => []) };
  }
  const mine = eq(channelables.channel_id, channel.id);
  const [totalRows, rows] = await Promise.all([
    db.select({ value: count() }).from(channelables).where(mine),
    db
      .select()
      .from(channelables)
      .where(mine)
      .orderBy(asc(channelables.position))
      .limit(limit)
      .offset(offset),
  ]);
  const nested = async (ids: number[]): Promise<ChannelContentItem[]> => {
    if (ids.length === 0) return [];
    const children = await db.select().from(channels).where(inArray(channels.id, ids));
    return Promise.all(
      children.map(async (child) => {
        const content = await channelContent(db, child, genre, nestedLimit, 0, nestedLimit);
        return {
          ...serializeChannelFields(child, genre?.display_name ?? null),
          content: pageJson(
            content.items.filter((item): item is ChannelItem => item.model_type !== 'channel'),
            content.total,
            nestedLimit,
          ),
        };
      }),
    );
  };
  const picks = rows.map((row) => ({ type: row.channelable_type, id: row.channelable_id }));
  return { total: totalRows[0]?.value ?? 0, items: await loadMixed(db, picks, nested) };
}

/** A first page as the paginator shapes it, for nested channels that carry no URL of their own. */
export function pageJson<T>(items: T[], total: number, perPage: number) {
  return {
    current_page: 1,
    data: items,
    from: items.length > 0 ? 1 : null,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    to: items.length > 0 ? items.length : null,
    total,
    next_page_url: null,
    prev_page_url: null,
  };
}

/** The fields every channel sends; `{restriction}` in the name becomes the genre's name. */
export function serializeChannelFields(channel: ChannelRow, genreName: string | null) {
  return {
    id: channel.id,
    model_type: 'channel' as const,
    name: genreName ? channel.name.replaceAll('{restriction}', genreName) : channel.name,
    slug: channel.slug,
    description: channel.description,
    // Channels saved before the editor had pagination page as its default does.
    config: { ...channel.config, pagination: channelSettings(channel.config).pagination },
    updated_at: channel.updated_at.toISOString(),
  };
}

/** The genre a restricted channel shows, by its name in the URL. */
export async function restrictionGenre(db: Database, name: string) {
  const [genre] = await db.select().from(genres).where(eq(genres.name, name.toLowerCase()));
  return genre ?? null;
}

/** The genre a channel restricted to one fixed genre shows. */
export async function genreById(db: Database, id: number) {
  const [genre] = await db.select().from(genres).where(eq(genres.id, id));
  return genre ?? null;
}
