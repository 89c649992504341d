import * as z from 'zod/mini';

/** A numeric database id as a Laravel backend sends it. */
export const idSchema = z.int().check(z.nonnegative());

/**
 * An ISO 8601 date-time string (`2024-05-01T10:00:00.000000Z`). Offsets and zone-less values are accepted because
 * Laravel serialises dates either way depending on the cast.
 */
export const dateTimeSchema = z.iso.datetime({ offset: true, local: true });

/** A date-time the server sends as `null` when the event has not happened (`read_at`, `banned_at`). */
export const optionalDateTimeSchema = z.nullable(dateTimeSchema);

/**
 * A string-keyed map. PHP serialises an empty associative array as `[]`, so an empty list is read as an empty map.
 */
export function phpMapSchema<V extends z.core.$ZodType>(value: V) {
  return z.union([
    z.record(z.string(), value),
    z.pipe(
      z.tuple([]),
      z.transform((): Record<string, z.infer<V>> => ({})),
    ),
  ]);
}

/**
 * An integer that Laravel may echo back as a numeric string (a paginator's `per_page` repeats the query value).
 */
export const integerLikeSchema = z.union([
  z.int(),
  z.pipe(
    z.string().check(z.regex(/^-?\d+$/)),
    z.transform((value) => Number(value)),
  ),
]);
