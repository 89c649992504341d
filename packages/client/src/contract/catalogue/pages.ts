import * as z from 'zod/mini';
import { paginationSchema } from '../pagination';
import { albumSchema } from './album';
import { artistSchema, artistSummarySchema } from './artist';
import { genreSchema } from './genre';
import { playlistSchema } from './playlist';
import { publicUserSchema } from './profile';
import { tagSchema } from './tag';
import { trackSchema } from './track';

/** Answer of `GET artists/{id}`: the artist, first pages of albums and popular tracks, similar artists. */
export const artistPageResponseSchema = z.object({
  artist: artistSchema,
  albums: paginationSchema(albumSchema),
  /** Most played first. */
  tracks: paginationSchema(trackSchema),
  similar: z.array(artistSummarySchema),
  /** A few recent followers for the page's side panel; the full list is `GET artists/{id}/followers`. */
  followers: z.array(publicUserSchema),
  /** Whether the signed-in user follows the artist; `false` for guests. */
  is_following: z.boolean(),
});
export type ArtistPageResponse = z.infer<typeof artistPageResponseSchema>;

/** Answer of `GET albums/{id}`: the album with its tracks, genres and tags. */
export const albumResponseSchema = z.object({ album: albumSchema });
export type AlbumResponse = z.infer<typeof albumResponseSchema>;

/** Answer of `GET tracks/{id}`. */
export const trackResponseSchema = z.object({ track: trackSchema });
export type TrackResponse = z.infer<typeof trackResponseSchema>;

/** Answers of the paginated lists of tracks, albums and users (artist tabs, library, history, tags). */
export const trackListResponseSchema = z.object({ pagination: paginationSchema(trackSchema) });
export type TrackListResponse = z.infer<typeof trackListResponseSchema>;
export const albumListResponseSchema = z.object({ pagination: paginationSchema(albumSchema) });
export type AlbumListResponse = z.infer<typeof albumListResponseSchema>;
export const artistListResponseSchema = z.object({ pagination: paginationSchema(artistSchema) });
export type ArtistListResponse = z.infer<typeof artistListResponseSchema>;
export const userListResponseSchema = z.object({ pagination: paginationSchema(publicUserSchema) });
export type UserListResponse = z.infer<typeof userListResponseSchema>;
export const playlistListResponseSchema = z.object({ pagination: paginationSchema(playlistSchema) });
export type PlaylistListResponse = z.infer<typeof playlistListResponseSchema>;

/** Answers of `GET tags/{tag}/tracks` and `GET tags/{tag}/albums`. */
export const tagTracksResponseSchema = z.extend(trackListResponseSchema, { tag: tagSchema });
export type TagTracksResponse = z.infer<typeof tagTracksResponseSchema>;
export const tagAlbumsResponseSchema = z.extend(albumListResponseSchema, { tag: tagSchema });
export type TagAlbumsResponse = z.infer<typeof tagAlbumsResponseSchema>;

/** Page size of catalogue lists unless a call says otherwise, and the largest one a call may ask for. */
export const CATALOGUE_PER_PAGE = 20;
export const CATALOGUE_MAX_PER_PAGE = 100;

/** Answer of `GET genres`: genres with the most music first. */
export const genreListResponseSchema = z.object({ pagination: paginationSchema(genreSchema) });
export type GenreListResponse = z.infer<typeof genreListResponseSchema>;

/** Answer of `POST artists` and `POST albums` (music.create). */
export const artistResponseSchema = z.object({ artist: artistSchema });
export type ArtistResponse = z.infer<typeof artistResponseSchema>;
