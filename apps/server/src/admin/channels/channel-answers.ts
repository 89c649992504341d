import {
  CHANNEL_CONTENT_MODELS,
  channelContentOrderSchema,
  channelLayoutSchema,
} from '@tonearm/client/contract';
import * as z from 'zod';
import { AUTO_UPDATE_METHODS, CHANNEL_PAGINATION_TYPES, CHANNEL_RESTRICTIONS } from './channel-payload';

const layout = z.enum(channelLayoutSchema.options);

/** One row of `GET admin/channels`. */
export const adminChannelRowSchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  hide_title: z.boolean(),
  content_model: z.enum(CHANNEL_CONTENT_MODELS),
  content_type: z.enum(['listAll', 'manual', 'autoUpdate']),
  content_order: z.enum(channelContentOrderSchema.options),
  layout,
  nested_layout: layout.nullable(),
  restriction: z.enum(CHANNEL_RESTRICTIONS),
  restriction_genre_id: z.int().nullable(),
  auto_update_method: z.enum(AUTO_UPDATE_METHODS).nullable(),
  auto_update_playlist_id: z.int().nullable(),
  pagination: z.enum(CHANNEL_PAGINATION_TYPES),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  /** Whether `/` shows this channel. */
  is_home: z.boolean(),
  /** When an auto-updated channel's content was last computed. */
  content_updated_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

const picked = z.object({ id: z.int(), name: z.string() }).nullable();

/** Answer of `GET`, `POST` and `PUT admin/channels[/{id}]` and of choosing the home channel. */
export const adminChannelResponseSchema = z.object({
  channel: adminChannelRowSchema.extend({ restriction_genre: picked, auto_update_playlist: picked }),
});

/** An item of a channel, or one found to add. */
export const channelItemSummarySchema = z.object({
  model_type: z.enum(CHANNEL_CONTENT_MODELS),
  id: z.int(),
  name: z.string(),
  image: z.string().nullable(),
});

/** Answer of the content endpoints: every item of the channel in order (or the matches of a search). */
export const channelItemsResponseSchema = z.object({ items: z.array(channelItemSummarySchema) });
