import * as z from 'zod/mini';
import { slugify } from '../../rules/slugs/slugify';
import { dateTimeSchema, idSchema } from '../primitives';

export const MAX_GENRE_NAME = 100;

/** One row of `GET admin/genres`. */
export const adminGenreRowSchema = z.object({
  id: idSchema,
  /** The identifier in addresses (`/channel/genre/{name}`). */
  name: z.string(),
  /** What listeners read. */
  display_name: z.string(),
  image: z.nullable(z.string()),
  /** How many artists have the genre. */
  artists_count: z.int().check(z.nonnegative()),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type AdminGenreRow = z.infer<typeof adminGenreRowSchema>;

/** Answer of `POST admin/genres` and `PUT admin/genres/{id}`. */
export const adminGenreResponseSchema = z.object({ genre: adminGenreRowSchema });
export type AdminGenreResponse = z.infer<typeof adminGenreResponseSchema>;

/** A unique identifier in the slug form (lowercase, single dashes), as genres and tags are named in addresses. */
export const taxonomyNameSchema = (what: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, `Give the ${what} a name.`),
    z.maxLength(MAX_GENRE_NAME, `The name may be at most ${MAX_GENRE_NAME} characters.`),
    z.refine((name) => slugify(name) === name, {
      message: 'The name may hold only lowercase letters, digits and single dashes.',
    }),
  );

/** A name listeners read. */
export const taxonomyDisplayNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Give a display name.'),
    z.maxLength(MAX_GENRE_NAME, `The display name may be at most ${MAX_GENRE_NAME} characters.`),
  );

/** Body of `POST admin/genres` and `PUT admin/genres/{id}`; a name another genre has is refused on the field. */
export const adminGenrePayloadSchema = z.object({
  name: taxonomyNameSchema('genre'),
  display_name: taxonomyDisplayNameSchema,
  image: z.nullable(z.string().check(z.trim(), z.maxLength(2000))),
});
export type AdminGenrePayload = z.infer<typeof adminGenrePayloadSchema>;
