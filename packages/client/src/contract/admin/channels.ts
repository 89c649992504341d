import * as z from 'zod/mini';
import { slugify } from '../../rules/slugs/slugify';
import {
  type ChannelContentModel,
  channelContentModelSchema,
  channelContentOrderSchema,
  channelContentTypeSchema,
  channelLayoutSchema,
} from '../catalogue/channel';
import { dateTimeSchema, idSchema } from '../primitives';

/** Methods an auto-updated channel is refreshed with, every 24 hours, from the site's own data. */
export const AUTO_UPDATE_METHODS = ['topTracks', 'newReleases', 'popularGenres', 'playlistTracks'] as const;
export type AutoUpdateMethod = (typeof AUTO_UPDATE_METHODS)[number];

/** The model each method fills a channel with. */
export const AUTO_UPDATE_MODEL: Record<AutoUpdateMethod, ChannelContentModel> = {
  topTracks: 'track',
  newReleases: 'album',
  popularGenres: 'genre',
  playlistTracks: 'track',
};

/** How a channel page offers more than its first page. */
export const CHANNEL_PAGINATION_TYPES = ['infinite', 'pages', 'loadMore'] as const;

/** Where a channel's genre restriction comes from: none, one fixed genre, or the genre named in the URL. */
export const CHANNEL_RESTRICTIONS = ['none', 'fixed', 'url'] as const;

/** The most items a hand-picked or refreshed channel holds: its editor shows and reorders them all at once. */
export const MAX_CHANNEL_ITEMS = 500;

export const MAX_CHANNEL_NAME = 100;
export const MAX_CHANNEL_SLUG = 60;

/** The refusals of the channels section, on the field they name. */
export const CHANNEL_ERRORS = {
  slugTaken: 'Another channel already has this slug.',
  slugForm: 'The slug may hold only lowercase letters, digits and single dashes.',
  slugDigits: 'A slug of digits only would read as a channel id: add a letter.',
  noSuchChannel: 'There is no such channel.',
  noSuchGenre: 'There is no such genre.',
  noSuchPlaylist: 'There is no such playlist.',
  genreNeeded: 'Pick the genre the channel shows.',
  playlistNeeded: 'Pick the playlist whose tracks the channel shows.',
  methodNeeded: 'Pick how the content is updated.',
  methodModel: 'This update method fills the channel with :model.',
  channelsByHand: 'A channel of channels is put together by hand.',
  restrictionModel: 'Only tracks, albums and artists can be restricted to a genre.',
  restrictionListAll: 'Only a channel listing every item can be restricted to a genre.',
  isHome: 'The home page shows this channel: choose another home channel first.',
  noSuchPreset: 'There is no such preset.',
} as const;

const autoUpdateMethodSchema = z.enum(AUTO_UPDATE_METHODS);
const restrictionSchema = z.enum(CHANNEL_RESTRICTIONS);
const paginationSchema = z.enum(CHANNEL_PAGINATION_TYPES);
const referenceIdSchema = z.int().check(z.positive());

/** One row of `GET admin/channels`. */
export const adminChannelRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  description: z.nullable(z.string()),
  hide_title: z.boolean(),
  content_model: channelContentModelSchema,
  content_type: channelContentTypeSchema,
  content_order: channelContentOrderSchema,
  layout: channelLayoutSchema,
  nested_layout: z.nullable(channelLayoutSchema),
  restriction: restrictionSchema,
  restriction_genre_id: z.nullable(idSchema),
  auto_update_method: z.nullable(autoUpdateMethodSchema),
  auto_update_playlist_id: z.nullable(idSchema),
  pagination: paginationSchema,
  seo_title: z.nullable(z.string()),
  seo_description: z.nullable(z.string()),
  /** Whether the home page (`/`) shows this channel. */
  is_home: z.boolean(),
  /** When an auto-updated channel's content was last computed. */
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

/** Answer of `GET`, `POST` and `PUT admin/channels[/{id}]` and of choosing the home channel. */
export const adminChannelResponseSchema = z.object({ channel: adminChannelSchema });
export type AdminChannelResponse = z.infer<typeof adminChannelResponseSchema>;

/** An item of a channel as its content editor lists it, or a match of the search for content to add. */
export const channelItemSummarySchema = z.object({
  model_type: channelContentModelSchema,
  id: idSchema,
  name: z.string(),
  image: z.nullable(z.string()),
});
export type ChannelItemSummary = z.infer<typeof channelItemSummarySchema>;

/** Answer of the content endpoints: every item of the channel, in order (or the matches of a search). */
export const channelItemsResponseSchema = z.object({ items: z.array(channelItemSummarySchema) });
export type ChannelItemsResponse = z.infer<typeof channelItemsResponseSchema>;

const trimmedOrNull = (max: number) =>
  z.pipe(
    z.nullable(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`))),
    z.transform((text) => (text === null || text === '' ? null : text)),
  );

/**
 * Body of `POST admin/channels` and `PUT admin/channels/{id}`. An empty slug is made from the name; the method,
 * genre and playlist are checked against the content they choose.
 */
export const adminChannelPayloadSchema = z
  .object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Give the channel a title.'),
        z.maxLength(MAX_CHANNEL_NAME, `The title may be at most ${MAX_CHANNEL_NAME} characters.`),
      ),
    slug: z
      .string()
      .check(
        z.trim(),
        z.maxLength(MAX_CHANNEL_SLUG, `The slug may be at most ${MAX_CHANNEL_SLUG} characters.`),
      ),
    description: trimmedOrNull(1000),
    hide_title: z.boolean(),
    content_model: channelContentModelSchema,
    content_type: channelContentTypeSchema,
    content_order: channelContentOrderSchema,
    layout: channelLayoutSchema,
    nested_layout: z.nullable(channelLayoutSchema),
    restriction: restrictionSchema,
    restriction_genre_id: z.nullable(referenceIdSchema),
    auto_update_method: z.nullable(autoUpdateMethodSchema),
    auto_update_playlist_id: z.nullable(referenceIdSchema),
    pagination: paginationSchema,
    seo_title: trimmedOrNull(200),
    seo_description: trimmedOrNull(500),
  })
  .check(
    z.superRefine((channel, context) => {
      const refuse = (path: string, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (channel.slug !== '' && slugify(channel.slug) !== channel.slug)
        refuse('slug', CHANNEL_ERRORS.slugForm);
      if (/^\d+$/.test(channel.slug === '' ? slugify(channel.name) : channel.slug)) {
        refuse('slug', CHANNEL_ERRORS.slugDigits);
      }
      if (channel.content_model === 'channel' && channel.content_type !== 'manual') {
        refuse('content_type', CHANNEL_ERRORS.channelsByHand);
      }
      if (channel.content_type === 'autoUpdate') {
        const method = channel.auto_update_method;
        if (method === null) refuse('auto_update_method', CHANNEL_ERRORS.methodNeeded);
        else if (AUTO_UPDATE_MODEL[method] !== channel.content_model) {
          refuse(
            'content_model',
            CHANNEL_ERRORS.methodModel.replace(':model', `${AUTO_UPDATE_MODEL[method]}s`),
          );
        }
        if (method === 'playlistTracks' && channel.auto_update_playlist_id === null) {
          refuse('auto_update_playlist_id', CHANNEL_ERRORS.playlistNeeded);
        }
      }
      if (channel.restriction !== 'none') {
        // A channel of channels hands its genre to the channels inside it, however they are chosen.
        if (channel.content_model !== 'channel') {
          if (channel.content_type !== 'listAll') refuse('restriction', CHANNEL_ERRORS.restrictionListAll);
          else if (!['track', 'album', 'artist'].includes(channel.content_model)) {
            refuse('restriction', CHANNEL_ERRORS.restrictionModel);
          }
        }
        if (channel.restriction === 'fixed' && channel.restriction_genre_id === null) {
          refuse('restriction_genre_id', CHANNEL_ERRORS.genreNeeded);
        }
      }
    }),
  );
/** What the channel form sends: an empty slug, description or SEO line is sent as it is and stored as made. */
export type AdminChannelPayload = z.output<typeof adminChannelPayloadSchema>;

/** One item of a channel's content, named by its model and id. */
export const channelItemRefSchema = z.object({
  model_type: channelContentModelSchema,
  id: referenceIdSchema,
});
export type ChannelItemRef = z.infer<typeof channelItemRefSchema>;

/** Body of `PUT admin/channels/{id}/content`: every item of the channel, in its new order. */
export const channelContentOrderPayloadSchema = z.object({
  items: z
    .array(channelItemRefSchema)
    .check(z.maxLength(MAX_CHANNEL_ITEMS, `A channel holds at most ${MAX_CHANNEL_ITEMS} items.`)),
});
export type ChannelContentOrderPayload = z.infer<typeof channelContentOrderPayloadSchema>;

/** `GET admin/channels/addable`: what a manual channel's search for content to add asks. */
export const addableContentQuerySchema = z.object({
  model: channelContentModelSchema,
  query: z._default(z.string().check(z.trim(), z.maxLength(200, 'At most 200 characters.')), ''),
});

/**
 * The sets of channels "Apply preset" replaces every channel with: a streaming service's (charts refreshed daily,
 * new releases, genres) or a sharing site's (every upload, newest first, and playlists).
 */
export const CHANNEL_PRESETS = ['musicStreaming', 'musicSharing'] as const;
export type ChannelPreset = (typeof CHANNEL_PRESETS)[number];

/** Body of `POST admin/channels/apply-preset`. */
export const applyChannelPresetPayloadSchema = z.object({
  preset: z.enum(CHANNEL_PRESETS, { error: CHANNEL_ERRORS.noSuchPreset }),
});
export type ApplyChannelPresetPayload = z.infer<typeof applyChannelPresetPayloadSchema>;
