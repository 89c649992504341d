import {
  CHANNEL_CONTENT_MODELS,
  channelContentOrderSchema,
  channelContentTypeSchema,
  channelLayoutSchema,
  dateTimeSchema,
  idSchema,
} from '@tonearm/client/contract';
import * as z from 'zod/mini';

/** Methods an auto-updated channel is refreshed with every 24 hours, from the site's own data. */
export const AUTO_UPDATE_METHODS = ['topTracks', 'newReleases', 'popularGenres', 'playlistTracks'] as const;
export type AutoUpdateMethod = (typeof AUTO_UPDATE_METHODS)[number];

/** How a channel page offers more than its first page. */
export const CHANNEL_PAGINATION_TYPES = ['infinite', 'pages', 'loadMore'] as const;

/** Where a genre restriction comes from: none, one fixed genre, or the genre named in the URL. */
export const CHANNEL_RESTRICTIONS = ['none', 'fixed', 'url'] as const;

const layout = channelLayoutSchema;

/** One row of `GET admin/channels`. */
export const adminChannelRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  description: z.nullable(z.string()),
  hide_title: z.boolean(),
  content_model: z.enum(CHANNEL_CONTENT_MODELS),
  content_type: channelContentTypeSchema,
  content_order: channelContentOrderSchema,
  layout,
  nested_layout: z.nullable(layout),
  restriction: z.enum(CHANNEL_RESTRICTIONS),
  restriction_genre_id: z.nullable(idSchema),
  auto_update_method: z.nullable(z.enum(AUTO_UPDATE_METHODS)),
  auto_update_playlist_id: z.nullable(idSchema),
  pagination: z.enum(CHANNEL_PAGINATION_TYPES),
  seo_title: z.nullable(z.string()),
  seo_description: z.nullable(z.string()),
  /** Whether the home page (`/`) shows this channel. */
  is_home: z.boolean(),
  content_updated_at: z.nullable(dateTimeSchema),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type AdminChannelRow = z.infer<typeof adminChannelRowSchema>;

const pickedSchema = z.nullable(z.object({ id: idSchema, name: z.string() }));

/** A channel as its editor reads it: the row, with the genre and playlist it points at named. */
export const adminChannelSchema = z.extend(adminChannelRowSchema, {
  restriction_genre: pickedSchema,
  auto_update_playlist: pickedSchema,
});
export type AdminChannel = z.infer<typeof adminChannelSchema>;

/** Answer of reading, creating, saving a channel and of making it the home channel. */
export const adminChannelResponseSchema = z.object({ channel: adminChannelSchema });
export type AdminChannelResponse = z.infer<typeof adminChannelResponseSchema>;

/** An item of a channel as its content editor lists it, or a match of the search for content to add. */
export const channelItemSummarySchema = z.object({
  model_type: z.enum(CHANNEL_CONTENT_MODELS),
  id: idSchema,
  name: z.string(),
  image: z.nullable(z.string()),
});
export type ChannelItemSummary = z.infer<typeof channelItemSummarySchema>;

/** Answer of the content endpoints: every item of the channel, in order. */
export const channelItemsResponseSchema = z.object({ items: z.array(channelItemSummarySchema) });
export type ChannelItemsResponse = z.infer<typeof channelItemsResponseSchema>;

/** Body of `POST admin/channels` and `PUT admin/channels/{id}`. */
export interface AdminChannelPayload {
  name: string;
  /** Empty makes the slug from the name. */
  slug: string;
  description: string | null;
  hide_title: boolean;
  content_model: AdminChannelRow['content_model'];
  content_type: AdminChannelRow['content_type'];
  content_order: AdminChannelRow['content_order'];
  layout: AdminChannelRow['layout'];
  nested_layout: AdminChannelRow['nested_layout'];
  restriction: AdminChannelRow['restriction'];
  restriction_genre_id: number | null;
  auto_update_method: AutoUpdateMethod | null;
  auto_update_playlist_id: number | null;
  pagination: AdminChannelRow['pagination'];
  seo_title: string | null;
  seo_description: string | null;
}
