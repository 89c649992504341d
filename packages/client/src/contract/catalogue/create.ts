import * as z from 'zod/mini';
import { idSchema } from '../primitives';
import { releaseDateSchema } from './album-summary';
import { artistLinkSchema } from './artist';

const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(255));
const urlSchema = z.string().check(z.maxLength(2000));
const namesSchema = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)))
  .check(z.maxLength(30));

/** Body of `POST artists` (needs music.create). */
export const artistPayloadSchema = z.object({
  name: nameSchema,
  bio: z.optional(z.nullable(z.string().check(z.maxLength(5000)))),
  city: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  country: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  image: z.optional(z.nullable(urlSchema)),
  links: z.optional(z.array(artistLinkSchema).check(z.maxLength(20))),
  /** Genre names; unknown ones are created. */
  genres: z.optional(namesSchema),
});
export type ArtistPayload = z.infer<typeof artistPayloadSchema>;

/** Body of `POST albums` (needs music.create). */
export const albumPayloadSchema = z.object({
  name: nameSchema,
  release_date: z.optional(z.nullable(releaseDateSchema)),
  image: z.optional(z.nullable(urlSchema)),
  artist_ids: z.array(idSchema).check(z.minLength(1), z.maxLength(20)),
  genres: z.optional(namesSchema),
  tags: z.optional(namesSchema),
});
export type AlbumPayload = z.infer<typeof albumPayloadSchema>;

/** Body of `POST tracks` (needs music.create): `src` is the audio URL, e.g. of an uploaded file entry. */
export const trackPayloadSchema = z.object({
  name: nameSchema,
  number: z.optional(z.nullable(z.int().check(z.positive()))),
  duration: z.int().check(z.nonnegative()),
  src: urlSchema,
  image: z.optional(z.nullable(urlSchema)),
  album_id: z.optional(z.nullable(idSchema)),
  artist_ids: z.array(idSchema).check(z.minLength(1), z.maxLength(20)),
  genres: z.optional(namesSchema),
  tags: z.optional(namesSchema),
  /** Plain text, or LRC when `lyrics_synced`. */
  lyrics: z.optional(z.nullable(z.string().check(z.maxLength(20000)))),
  lyrics_synced: z.optional(z.boolean()),
});
export type TrackPayload = z.infer<typeof trackPayloadSchema>;
