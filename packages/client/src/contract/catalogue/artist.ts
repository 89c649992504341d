import * as z from 'zod';
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
  image: z.string().nullable(),
});
export type ArtistSummary = z.infer<typeof artistSummarySchema>;

/** An artist; the profile fields and counts are present where a page loads them. */
export const artistSchema = artistSummarySchema.extend({
  bio: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  /** Country name as the artist wrote it. */
  country: z.string().nullable().optional(),
  links: z.array(artistLinkSchema).optional(),
  genres: z.array(genreSchema).optional(),
  /** Listeners who follow the artist (have it in their library). */
  followers_count: z.int().nonnegative().optional(),
  plays: z.int().nonnegative().optional(),
  created_at: dateTimeSchema.optional(),
});
export type Artist = z.infer<typeof artistSchema>;
