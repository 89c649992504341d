import {
  decodeListFilters,
  InvalidListFiltersError,
  LIST_PER_PAGE_OPTIONS,
  type ListFilter,
} from '@tonearm/client/rules';
import type { Context } from 'hono';
import * as z from 'zod';
import { type FieldErrors, ValidationError } from '../../http/errors';
import type { ListDefinition } from './list-definition';

/** A list request the definition accepts: every key known, every value of the right shape. */
export interface ValidListQuery {
  page: number;
  perPage: number;
  query: string;
  orderBy: string;
  orderDir: 'asc' | 'desc';
  filters: ListFilter[];
}

const DEFAULT_PER_PAGE = 15;
// Past this, an offset scan costs more than any operator needs; narrow the list with search or filters instead.
const MAX_PAGE = 100_000;

const pageSchema = z.coerce
  .number({ error: 'The page must be a whole number.' })
  .int('The page must be a whole number.')
  .min(1, 'The page must be at least 1.')
  .max(MAX_PAGE, `The page must be at most ${MAX_PAGE}.`);
const perPageSchema = z.coerce
  .number({ error: `Rows per page must be one of ${LIST_PER_PAGE_OPTIONS.join(', ')}.` })
  .refine((value) => (LIST_PER_PAGE_OPTIONS as readonly number[]).includes(value), {
    message: `Rows per page must be one of ${LIST_PER_PAGE_OPTIONS.join(', ')}.`,
  });

/**
 * Reads `page, perPage, query, orderBy, orderDir, filters` for `definition`, or throws a 422 whose errors name each
 * parameter it refused.
 */
export function readListQuery(c: Context, definition: ListDefinition): ValidListQuery {
  const errors: FieldErrors = {};
  const refuse = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };

  const page = pageSchema.safeParse(c.req.query('page') ?? 1);
  if (!page.success) refuse('page', page.error.issues[0]?.message ?? 'The page is not valid.');
  const perPage = perPageSchema.safeParse(
    c.req.query('perPage') ?? c.req.query('per_page') ?? DEFAULT_PER_PAGE,
  );
  if (!perPage.success) refuse('perPage', perPage.error.issues[0]?.message ?? 'Rows per page is not valid.');

  const query = (c.req.query('query') ?? '').trim();
  if (query.length > 200) refuse('query', 'The search may be at most 200 characters.');
  if (query.includes('\u0000')) refuse('query', 'The search may not contain a NUL character.');

  const orderBy = c.req.query('orderBy') || definition.defaultSort.key;
  if (!Object.hasOwn(definition.sorts, orderBy))
    refuse('orderBy', `This list cannot be sorted by ${orderBy}.`);
  const orderDirParam = c.req.query('orderDir');
  const orderDir = orderDirParam ?? definition.defaultSort.dir;
  if (orderDir !== 'asc' && orderDir !== 'desc')
    refuse('orderDir', 'The sort direction must be asc or desc.');

  let filters: ListFilter[] = [];
  try {
    filters = decodeListFilters(c.req.query('filters'));
  } catch (error) {
    if (!(error instanceof InvalidListFiltersError)) throw error;
    refuse('filters', error.message);
  }
  filters.forEach((filter, index) => {
    const field = `filters.${index}`;
    const known = Object.hasOwn(definition.filters, filter.key) ? definition.filters[filter.key] : undefined;
    if (!known) refuse(field, `This list has no filter named ${filter.key}.`);
    else if (!known.operators.includes(filter.operator)) {
      refuse(field, `The ${filter.key} filter does not take the ${filter.operator} operator.`);
    } else if (!known.value.safeParse(filter.value).success) {
      refuse(field, `The value of the ${filter.key} filter is not valid.`);
    }
  });

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    page: page.data ?? 1,
    perPage: perPage.data ?? DEFAULT_PER_PAGE,
    query,
    orderBy,
    orderDir: orderDir as 'asc' | 'desc',
    filters,
  };
}
