import * as z from 'zod/mini';
import { paginationSchema } from '../pagination';
import { dateTimeSchema, idSchema } from '../primitives';
import { albumSchema } from './album';
import { artistSchema } from './artist';
import { genreSchema } from './genre';
import { playlistSchema } from './playlist';
import { publicUserSchema } from './profile';
import { trackSchema } from './track';

/** What a channel lists. */
export const CHANNEL_CONTENT_MODELS = [
  'track',
  'album',
  'artist',
  'playlist',
  'genre',
  'user',
  'channel',
] as const;
export const channelContentModelSchema = z.enum(CHANNEL_CONTENT_MODELS);
export type ChannelContentModel = z.infer<typeof channelContentModelSchema>;

/** How the content is chosen: every item of the model, a hand-picked list, or a list the server refreshes. */
export const channelContentTypeSchema = z.enum(['listAll', 'manual', 'autoUpdate']);
export type ChannelContentType = z.infer<typeof channelContentTypeSchema>;

/** How the content is laid out: a grid, a carousel, a track list or a track table. */
export const channelLayoutSchema = z.enum(['grid', 'carousel', 'trackList', 'trackTable']);
export type ChannelLayout = z.infer<typeof channelLayoutSchema>;

/** Orders the content may be sorted by, `column:direction`. */
export const channelContentOrderSchema = z.enum([
  'popularity:desc',
  'created_at:desc',
  'release_date:desc',
  'name:asc',
  'channelables.order:asc',
]);
export type ChannelContentOrder = z.infer<typeof channelContentOrderSchema>;

/** How a channel page pages its content: on scroll, with a "Load more" button, or in numbered pages. */
export const channelPaginationSchema = z.enum(['infinite', 'pages', 'loadMore']);
export type ChannelPagination = z.infer<typeof channelPaginationSchema>;

export const channelConfigSchema = z.object({
  content_model: channelContentModelSchema,
  content_type: channelContentTypeSchema,
  content_order: channelContentOrderSchema,
  layout: channelLayoutSchema,
  /** Layout of the channels a channel of channels lists. */
  nested_layout: z.nullable(channelLayoutSchema),
  /** A channel restricted by genre shows the content of the genre named in the URL (`/channel/genre/rock`). */
  restriction: z.nullable(z.enum(['genre'])),
  hide_title: z.boolean(),
  /** How the channel page pages its content; a channel that never chose loads on scroll. */
  pagination: z.optional(channelPaginationSchema),
});
export type ChannelConfig = z.infer<typeof channelConfigSchema>;

const channelFieldsSchema = z.object({
  id: idSchema,
  model_type: z.literal('channel'),
  name: z.string(),
  slug: z.string().check(z.minLength(1)),
  description: z.nullable(z.string()),
  config: channelConfigSchema,
  updated_at: dateTimeSchema,
});

/** An item of a channel that is not itself a channel. */
export const channelItemSchema = z.discriminatedUnion('model_type', [
  trackSchema,
  albumSchema,
  artistSchema,
  playlistSchema,
  genreSchema,
  publicUserSchema,
]);
export type ChannelItem = z.infer<typeof channelItemSchema>;

/** A channel inside a channel of channels, with the first page of its own content. */
export const nestedChannelSchema = z.extend(channelFieldsSchema, {
  content: paginationSchema(channelItemSchema),
});
export type NestedChannel = z.infer<typeof nestedChannelSchema>;

/** A channel with one page of its content, and the genre it is restricted to when it has a restriction. */
export const channelSchema = z.extend(channelFieldsSchema, {
  content: paginationSchema(
    z.discriminatedUnion('model_type', [...channelItemSchema.def.options, nestedChannelSchema]),
  ),
  restriction: z.nullable(genreSchema),
});
export type Channel = z.infer<typeof channelSchema>;
export type ChannelContentItem = Channel['content']['data'][number];

/** Answer of `GET channel/{slugOrId}`. */
export const channelResponseSchema = z.object({ channel: channelSchema });
export type ChannelResponse = z.infer<typeof channelResponseSchema>;

/** Slug of the channel the home page (`/`) shows, and of `/discover`. */
export const HOME_CHANNEL_SLUG = 'home';
export const DISCOVER_CHANNEL_SLUG = 'discover';
/** Channel listing every genre, and the genre-restricted channel each genre opens. */
export const GENRES_CHANNEL_SLUG = 'genres';
export const GENRE_CHANNEL_SLUG = 'genre';
