import * as z from 'zod/mini';
import { dateTimeSchema, idSchema } from '../primitives';
import { taxonomyDisplayNameSchema, taxonomyNameSchema } from './genres';

/** The type of the tags operators add; other types belong to the product. */
export const CUSTOM_TAG_TYPE = 'custom';

/** One row of `GET admin/tags`. */
export const adminTagRowSchema = z.object({
  id: idSchema,
  /** The identifier in addresses (`/tag/{name}`). */
  name: z.string(),
  display_name: z.string(),
  type: z.string(),
  /** How many albums and tracks carry the tag. */
  taggables_count: z.int().check(z.nonnegative()),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type AdminTagRow = z.infer<typeof adminTagRowSchema>;

/** Answer of `POST admin/tags` and `PUT admin/tags/{id}`. */
export const adminTagResponseSchema = z.object({ tag: adminTagRowSchema });
export type AdminTagResponse = z.infer<typeof adminTagResponseSchema>;

/** Body of `POST admin/tags` and `PUT admin/tags/{id}`; a name another tag has is refused on the field. */
export const adminTagPayloadSchema = z.object({
  name: taxonomyNameSchema('tag'),
  display_name: taxonomyDisplayNameSchema,
  type: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the tag a type.'),
      z.maxLength(50, 'The type may be at most 50 characters.'),
      z.regex(
        /^[a-z][a-z0-9_-]*$/,
        'The type may hold only lowercase letters, digits, dashes and underscores.',
      ),
    ),
});
export type AdminTagPayload = z.infer<typeof adminTagPayloadSchema>;
