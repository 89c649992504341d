import * as z from 'zod/mini';
import { paginationSchema } from '../pagination';
import { dateTimeSchema, idSchema } from '../primitives';
import { publicUserSchema } from './profile';
import { trackSchema } from './track';

/** A playlist; a private one is visible only to its owner (and its editors when collaborative). */
export const playlistSchema = z.object({
  id: idSchema,
  model_type: z.literal('playlist'),
  name: z.string(),
  description: z.nullable(z.string()),
  /** Cover URL: the playlist's own image, else the first track's. */
  image: z.nullable(z.string()),
  public: z.boolean(),
  /** Whether listeners other than the owner may add and remove tracks. */
  collaborative: z.boolean(),
  owner_id: idSchema,
  owner: publicUserSchema,
  tracks_count: z.int().check(z.nonnegative()),
  followers_count: z.int().check(z.nonnegative()),
  /** Total length of the tracks in milliseconds. */
  duration: z.optional(z.int().check(z.nonnegative())),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Playlist = z.infer<typeof playlistSchema>;

/** Answer of the calls that return one playlist (create, update, track changes). */
export const playlistResponseSchema = z.object({ playlist: playlistSchema });
export type PlaylistResponse = z.infer<typeof playlistResponseSchema>;

/** Answer of `GET playlists/{id}`: the playlist, its first page of tracks in order, and the viewer's relation. */
export const playlistPageResponseSchema = z.object({
  playlist: playlistSchema,
  tracks: paginationSchema(trackSchema),
  /** Whether the signed-in user follows it; `false` for guests and for the owner. */
  is_following: z.boolean(),
  /** Whether the signed-in user may add, remove and order tracks. */
  can_edit: z.boolean(),
});
export type PlaylistPageResponse = z.infer<typeof playlistPageResponseSchema>;

/** Longest playlist name, and description. */
export const PLAYLIST_NAME_MAX = 100;
export const PLAYLIST_DESCRIPTION_MAX = 1000;

/** Body of `POST playlists` and `PUT playlists/{id}`. */
export const playlistPayloadSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(PLAYLIST_NAME_MAX)),
  description: z.optional(z.nullable(z.string().check(z.maxLength(PLAYLIST_DESCRIPTION_MAX)))),
  public: z.optional(z.boolean()),
  collaborative: z.optional(z.boolean()),
  /**
   * Cover URL: `null` clears it, and the playlist's current value is kept. Otherwise the `url` of an image the user
   * uploaded to the public disk, or an http(s) address on another site.
   */
  image: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
});
export type PlaylistPayload = z.infer<typeof playlistPayloadSchema>;

/** Body of `POST playlists/{id}/tracks/add|remove`: the track ids, at most 500 a call. */
export const playlistTrackIdsPayloadSchema = z.object({
  ids: z.array(idSchema).check(z.minLength(1), z.maxLength(500)),
});
export type PlaylistTrackIdsPayload = z.infer<typeof playlistTrackIdsPayloadSchema>;

/** The longest playlist whose order one `tracks/order` call can set (a 10,000-track playlist must reorder). */
export const PLAYLIST_ORDER_MAX = 10_000;

/** Body of `POST playlists/{id}/tracks/order`: every track of the playlist once, in its new order. */
export const playlistOrderPayloadSchema = z.object({
  ids: z.array(idSchema).check(z.minLength(1), z.maxLength(PLAYLIST_ORDER_MAX)),
});
export type PlaylistOrderPayload = z.infer<typeof playlistOrderPayloadSchema>;
