import * as z from 'zod/mini';
import { paginationSchema } from '../pagination';
import { albumSchema } from './album';
import { artistSchema } from './artist';
import { genreSchema } from './genre';
import { playlistSchema } from './playlist';
import { publicUserSchema } from './profile';
import { tagSchema } from './tag';
import { trackSchema } from './track';

/** The types search covers; each is also a tab of `/search/{query}/{tabName}`. */
export const SEARCH_TYPES = ['tracks', 'albums', 'artists', 'playlists', 'users', 'genres', 'tags'] as const;
export const searchTypeSchema = z.enum(SEARCH_TYPES);
export type SearchType = z.infer<typeof searchTypeSchema>;

/** Longest query; shorter than 1 character after trimming is refused. */
export const SEARCH_QUERY_MAX = 255;

/** Answer of `GET search?query=`: the best few of every type. */
export const searchResponseSchema = z.object({
  query: z.string(),
  results: z.object({
    tracks: z.array(trackSchema),
    albums: z.array(albumSchema),
    artists: z.array(artistSchema),
    playlists: z.array(playlistSchema),
    users: z.array(publicUserSchema),
    genres: z.array(genreSchema),
    tags: z.array(tagSchema),
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type SearchResults = SearchResponse['results'];

/** Answers of `GET search/{type}?query=`: one page of one type. */
export const searchTypeResponseSchemas = {
  tracks: z.object({ query: z.string(), pagination: paginationSchema(trackSchema) }),
  albums: z.object({ query: z.string(), pagination: paginationSchema(albumSchema) }),
  artists: z.object({ query: z.string(), pagination: paginationSchema(artistSchema) }),
  playlists: z.object({ query: z.string(), pagination: paginationSchema(playlistSchema) }),
  users: z.object({ query: z.string(), pagination: paginationSchema(publicUserSchema) }),
  genres: z.object({ query: z.string(), pagination: paginationSchema(genreSchema) }),
  tags: z.object({ query: z.string(), pagination: paginationSchema(tagSchema) }),
} as const satisfies Record<SearchType, z.core.$ZodType>;
export type SearchTypeResponse<T extends SearchType> = z.infer<(typeof searchTypeResponseSchemas)[T]>;
