import * as z from 'zod/mini';
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_NAME_MAX } from '../catalogue/playlist';
import { dateTimeSchema, idSchema } from '../primitives';

const countSchema = z.int().check(z.nonnegative());

/** One row of `GET admin/playlists`: the playlist, its owner, its tracks and its page views. */
export const adminPlaylistRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.nullable(z.string()),
  image: z.nullable(z.string()),
  public: z.boolean(),
  collaborative: z.boolean(),
  owner: z.object({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    image: z.nullable(z.string()),
  }),
  tracks_count: countSchema,
  /** Visits to the playlist's page. */
  views: countSchema,
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type AdminPlaylistRow = z.infer<typeof adminPlaylistRowSchema>;

/** Answer of `PUT admin/playlists/{id}`. */
export const adminPlaylistResponseSchema = z.object({ playlist: adminPlaylistRowSchema });
export type AdminPlaylistResponse = z.infer<typeof adminPlaylistResponseSchema>;

/** Body of `PUT admin/playlists/{id}`: the playlist's form, every field given. */
export const adminPlaylistPayloadSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the playlist a name.'),
      z.maxLength(PLAYLIST_NAME_MAX, `The name may be at most ${PLAYLIST_NAME_MAX} characters.`),
    ),
  description: z.nullable(
    z
      .string()
      .check(
        z.maxLength(
          PLAYLIST_DESCRIPTION_MAX,
          `The description may be at most ${PLAYLIST_DESCRIPTION_MAX} characters.`,
        ),
      ),
  ),
  public: z.boolean(),
  collaborative: z.boolean(),
  image: z.nullable(z.string().check(z.trim(), z.maxLength(2000))),
});
export type AdminPlaylistPayload = z.infer<typeof adminPlaylistPayloadSchema>;

/** Body of `POST admin/playlists`: the playlist's form and its owner, the operator when none is named. */
export const adminPlaylistCreatePayloadSchema = z.extend(adminPlaylistPayloadSchema, {
  owner_id: z.optional(idSchema),
});
export type AdminPlaylistCreatePayload = z.infer<typeof adminPlaylistCreatePayloadSchema>;

/** A listener as the playlists list's Owner filter offers them. */
export const adminPlaylistOwnerSchema = adminPlaylistRowSchema.shape.owner;
export type AdminPlaylistOwner = z.infer<typeof adminPlaylistOwnerSchema>;

/** Answer of `GET admin/playlists/owners`: accounts whose name or email holds the search, at most ten. */
export const adminPlaylistOwnersSchema = z.object({ users: z.array(adminPlaylistOwnerSchema) });
export type AdminPlaylistOwners = z.infer<typeof adminPlaylistOwnersSchema>;

/** Answer of `GET admin/playlists/owners/{id}`. */
export const adminPlaylistOwnerResponseSchema = z.object({ user: adminPlaylistOwnerSchema });
export type AdminPlaylistOwnerResponse = z.infer<typeof adminPlaylistOwnerResponseSchema>;
