import * as z from 'zod/mini';
import { paginationSchema } from '../pagination';
import { dateTimeSchema, idSchema } from '../primitives';
import { trackSchema } from './track';

/** What a listener can like (add to their library); liking an artist is following it. */
export const likeableTypeSchema = z.enum(['track', 'album', 'artist']);
export type LikeableType = z.infer<typeof likeableTypeSchema>;

export const likeableSchema = z.object({
  likeable_id: idSchema,
  likeable_type: likeableTypeSchema,
});
export type Likeable = z.infer<typeof likeableSchema>;

/** Body of `POST users/me/add-to-library` and `POST users/me/remove-from-library`. */
export const libraryPayloadSchema = z.object({
  likeables: z.array(likeableSchema).check(z.minLength(1), z.maxLength(200)),
});
export type LibraryPayload = z.infer<typeof libraryPayloadSchema>;

/** Answer of `GET users/me/library`: ids of everything in the signed-in user's library, to mark liked items. */
export const libraryIdsResponseSchema = z.object({
  tracks: z.array(idSchema),
  albums: z.array(idSchema),
  artists: z.array(idSchema),
  /** Playlists the user follows. */
  playlists: z.array(idSchema),
  /** Users the user follows. */
  users: z.array(idSchema),
});
export type LibraryIdsResponse = z.infer<typeof libraryIdsResponseSchema>;

/** A play in the listening history: the track and when it was played. */
export const historyEntrySchema = z.extend(trackSchema, { played_at: dateTimeSchema });
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Answer of `GET users/me/history`: most recent first. */
export const historyResponseSchema = z.object({ pagination: paginationSchema(historyEntrySchema) });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** What a listener can repost to their followers. */
export const repostableTypeSchema = z.enum(['track', 'album']);
export type RepostableType = z.infer<typeof repostableTypeSchema>;

/** Body of `POST users/me/reposts/toggle`. */
export const repostPayloadSchema = z.object({
  repostable_id: idSchema,
  repostable_type: repostableTypeSchema,
});
export type RepostPayload = z.infer<typeof repostPayloadSchema>;

/** Answer of `POST users/me/reposts/toggle`: whether it is now reposted, and by how many listeners. */
export const repostResponseSchema = z.object({
  reposted: z.boolean(),
  reposts_count: z.int().check(z.nonnegative()),
});
export type RepostResponse = z.infer<typeof repostResponseSchema>;
