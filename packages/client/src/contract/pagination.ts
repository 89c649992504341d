import * as z from 'zod/mini';
import { integerLikeSchema } from './primitives';

const pageNumberSchema = z.int().check(z.positive());
/** `from` and `to` are `null` on an empty page. */
const itemPositionSchema = z.nullable(z.int().check(z.positive()));
const pageUrlSchema = z.optional(z.nullable(z.string()));

/** A Laravel length-aware paginator: one page of items plus the totals. */
export function paginationSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({
    current_page: pageNumberSchema,
    data: z.array(item),
    from: itemPositionSchema,
    last_page: pageNumberSchema,
    per_page: integerLikeSchema,
    to: itemPositionSchema,
    total: z.int().check(z.nonnegative()),
    next_page_url: pageUrlSchema,
    prev_page_url: pageUrlSchema,
  });
}

/** A Laravel simple paginator: no totals, only whether a next page exists. */
export function simplePaginationSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({
    current_page: pageNumberSchema,
    data: z.array(item),
    from: itemPositionSchema,
    per_page: integerLikeSchema,
    to: itemPositionSchema,
    next_page_url: pageUrlSchema,
    prev_page_url: pageUrlSchema,
  });
}

/** A Laravel cursor paginator. */
export function cursorPaginationSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    per_page: integerLikeSchema,
    next_cursor: z.nullable(z.string()),
    prev_cursor: z.nullable(z.string()),
    next_page_url: pageUrlSchema,
    prev_page_url: pageUrlSchema,
  });
}

/** The `{pagination: ...}` wrapper list calls answer with (e.g. `GET notifications`, `GET billing/products`). */
export function paginatedResponseSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({ pagination: paginationSchema(item) });
}

type PageOf<P, T> = Omit<P, 'data'> & { data: T[] };

export type Pagination<T> = PageOf<z.infer<ReturnType<typeof paginationSchema>>, T>;
export type SimplePagination<T> = PageOf<z.infer<ReturnType<typeof simplePaginationSchema>>, T>;
export type CursorPagination<T> = PageOf<z.infer<ReturnType<typeof cursorPaginationSchema>>, T>;
export interface PaginatedResponse<T> {
  pagination: Pagination<T>;
}
