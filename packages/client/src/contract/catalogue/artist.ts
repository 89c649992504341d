import * as z from 'zod/mini';
import { dateTimeSchema, idSchema } from '../primitives';
import { genreSchema } from './genre';

/** A link an artist lists on their page. */
export const artistLinkSchema = z.object({ url: z.string(), title: z.string() });
export type ArtistLink = z.infer<typeof artistLinkSchema>;

/** The artist fields every list and every track or album credit carries. */
export const artistSummarySchema = z.object({
  id: idSchema,
  model_type: z.literal('artist'),
  name: z.string(),
  verified: z.boolean(),
  /** Picture URL. */
  image: z.nullable(z.string()),
});
export type ArtistSummary = z.infer<typeof artistSummarySchema>;

/** An artist; the profile fields and counts are present where a page loads them. */
export const artistSchema = z.extend(artistSummarySchema, {
  bio: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  /** Country name as the artist wrote it. */
  country: z.optional(z.nullable(z.string())),
  links: z.optional(z.array(artistLinkSchema)),
  genres: z.optional(z.array(genreSchema)),
  /** Listeners who follow the artist (have it in their library). */
  followers_count: z.optional(z.int().check(z.nonnegative())),
  plays: z.optional(z.int().check(z.nonnegative())),
  created_at: z.optional(dateTimeSchema),
});
export type Artist = z.infer<typeof artistSchema>;
