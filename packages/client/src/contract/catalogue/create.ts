import * as z from 'zod';
import { idSchema } from '../primitives';
import { releaseDateSchema } from './album-summary';
import { artistLinkSchema } from './artist';

const nameSchema = z.string().trim().min(1).max(255);
const urlSchema = z.string().max(2000);
const namesSchema = z.array(z.string().trim().min(1).max(100)).max(30);

/** Body of `POST artists` (needs music.create). */
export const artistPayloadSchema = z.object({
  name: nameSchema,
  bio: z.string().max(5000).nullable().optional(),
  city: z.string().max(100).nullable().optional(),
  country: z.string().max(100).nullable().optional(),
  image: urlSchema.nullable().optional(),
  links: z.array(artistLinkSchema).max(20).optional(),
  /** Genre names; unknown ones are created. */
  genres: namesSchema.optional(),
});
export type ArtistPayload = z.infer<typeof artistPayloadSchema>;

/** Body of `POST albums` (needs music.create). */
export const albumPayloadSchema = z.object({
  name: nameSchema,
  release_date: releaseDateSchema.nullable().optional(),
  image: urlSchema.nullable().optional(),
  artist_ids: z.array(idSchema).min(1).max(20),
  genres: namesSchema.optional(),
  tags: namesSchema.optional(),
});
export type AlbumPayload = z.infer<typeof albumPayloadSchema>;

/** Body of `POST tracks` (needs music.create): `src` is the audio URL, e.g. of an uploaded file entry. */
export const trackPayloadSchema = z.object({
  name: nameSchema,
  number: z.int().positive().nullable().optional(),
  duration: z.int().nonnegative(),
  src: urlSchema,
  image: urlSchema.nullable().optional(),
  album_id: idSchema.nullable().optional(),
  artist_ids: z.array(idSchema).min(1).max(20),
  genres: namesSchema.optional(),
  tags: namesSchema.optional(),
  /** Plain text, or LRC when `lyrics_synced`. */
  lyrics: z.string().max(20000).nullable().optional(),
  lyrics_synced: z.boolean().optional(),
});
export type TrackPayload = z.infer<typeof trackPayloadSchema>;
