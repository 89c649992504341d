import type { AdminChannelPayload } from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import { type ChannelSettings, channelSettings } from '../../catalogue/channels/channel-config';
import type { Database } from '../../db/connect';
import { type channels, genres, playlists, type StoredChannelConfig } from '../../db/schema';
import type { HomeChannelTest } from './channel-home';

type ChannelRow = typeof channels.$inferSelect;

/** A channel as the admin's list and editor read it: its stored config spread into named fields. */
export function adminChannelRow(channel: ChannelRow, isHome: HomeChannelTest) {
  const config = channelSettings(channel.config);
  return {
    id: channel.id,
    name: channel.name,
    slug: channel.slug,
    description: channel.description,
    hide_title: config.hide_title,
    content_model: config.content_model,
    content_type: config.content_type,
    content_order: config.content_order,
    layout: config.layout,
    nested_layout: config.nested_layout,
    restriction:
      config.restriction !== 'genre'
        ? ('none' as const)
        : config.restriction_genre_id === null
          ? ('url' as const)
          : ('fixed' as const),
    restriction_genre_id: config.restriction === 'genre' ? config.restriction_genre_id : null,
    auto_update_method: config.content_type === 'autoUpdate' ? config.auto_update_method : null,
    auto_update_playlist_id: config.content_type === 'autoUpdate' ? config.auto_update_playlist_id : null,
    pagination: config.pagination,
    seo_title: config.seo_title,
    seo_description: config.seo_description,
    is_home: isHome(channel),
    content_updated_at: config.content_updated_at,
    created_at: channel.created_at.toISOString(),
    updated_at: channel.updated_at.toISOString(),
  };
}
export type AdminChannelRow = ReturnType<typeof adminChannelRow>;

/** The editor's answer: the row with the names of the genre and playlist it points at, for their pickers. */
export async function adminChannel(db: Database, channel: ChannelRow, isHome: HomeChannelTest) {
  const row = adminChannelRow(channel, isHome);
  const [genre] =
    row.restriction_genre_id === null
      ? []
      : await db
          .select({ id: genres.id, name: genres.display_name })
          .from(genres)
          .where(eq(genres.id, row.restriction_genre_id));
  const [playlist] =
    row.auto_update_playlist_id === null
      ? []
      : await db
          .select({ id: playlists.id, name: playlists.name })
          .from(playlists)
          .where(eq(playlists.id, row.auto_update_playlist_id));
  return { ...row, restriction_genre: genre ?? null, auto_update_playlist: playlist ?? null };
}

/**
 * The config a payload stores. A manual channel keeps its curated order; the auto-update keys stay only on an
 * auto-updated channel, and the time of its last refresh carries over from `before`.
 */
export function storedConfig(
  payload: AdminChannelPayload,
  before: StoredChannelConfig | null,
): ChannelSettings {
  const autoUpdate = payload.content_type === 'autoUpdate';
  return {
    content_model: payload.content_model,
    content_type: payload.content_type,
    content_order: payload.content_type === 'manual' ? 'channelables.order:asc' : payload.content_order,
    layout: payload.layout,
    nested_layout: payload.nested_layout,
    restriction: payload.restriction === 'none' ? null : 'genre',
    restriction_genre_id: payload.restriction === 'fixed' ? payload.restriction_genre_id : null,
    hide_title: payload.hide_title,
    auto_update_method: autoUpdate ? payload.auto_update_method : null,
    auto_update_playlist_id:
      autoUpdate && payload.auto_update_method === 'playlistTracks' ? payload.auto_update_playlist_id : null,
    pagination: payload.pagination,
    seo_title: payload.seo_title,
    seo_description: payload.seo_description,
    content_updated_at: before ? channelSettings(before).content_updated_at : null,
  };
}
