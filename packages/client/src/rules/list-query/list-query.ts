import * as z from 'zod/mini';

/** Rows per page an operator can choose in a list; the server refuses any other size. */
export const LIST_PER_PAGE_OPTIONS = [10, 15, 20, 50, 100] as const;

/** Rows per page when the address does not say. */
export const DEFAULT_LIST_PER_PAGE = 15;

/** How a filter compares a column with its value. */
export const LIST_FILTER_OPERATORS = ['=', '!=', '>', '>=', '<', '<=', 'between'] as const;

export type ListFilterOperator = (typeof LIST_FILTER_OPERATORS)[number];

/** Dates as ISO 8601 strings: the range of a `between` filter, both ends included. */
export interface ListDateRange {
  start: string;
  end: string;
}

export type ListFilterValue = string | number | boolean | null | ListDateRange;

/** One filter of a list: `key` names a filter the list offers, never a column of the database. */
export interface ListFilter {
  key: string;
  operator: ListFilterOperator;
  value: ListFilterValue;
}

export type ListOrderDir = 'asc' | 'desc';

/** What a list page asks the server for: the page, the search text, the sort and the filters. */
export interface ListQuery {
  page: number;
  perPage: number;
  /** Free text searched in the list's own columns; empty means no search. */
  query: string;
  /** A sort key the list offers; `null` keeps the list's default order. */
  orderBy: string | null;
  orderDir: ListOrderDir;
  filters: ListFilter[];
}

/** The first page of a list in its default order, unfiltered. */
export const DEFAULT_LIST_QUERY: ListQuery = {
  page: 1,
  perPage: DEFAULT_LIST_PER_PAGE,
  query: '',
  orderBy: null,
  orderDir: 'desc',
  filters: [],
};

const MAX_FILTERS = 20;
const MAX_TEXT = 200;

const dateRangeSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
});

/** One filter as the address and the server read it. */
export const listFilterSchema = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(64)),
  operator: z.enum(LIST_FILTER_OPERATORS),
  // Nullable rather than a `z.null()` member: each zod class the app uses anywhere ships in the first visit.
  value: z.nullable(
    z.union([
      z.string().check(z.maxLength(MAX_TEXT)),
      z.number().check(z.refine(Number.isFinite, 'A filter number must be finite.')),
      z.boolean(),
      dateRangeSchema,
    ]),
  ),
});

export const listFiltersSchema = z.array(listFilterSchema).check(z.maxLength(MAX_FILTERS));

// Base64 of UTF-8 JSON, made safe for an address (the reference systems' `filters` parameter, URL-safe alphabet).
function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const standard = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The `filters` parameter for `filters`; an empty string when there are none. */
export function encodeListFilters(filters: readonly ListFilter[]): string {
  return filters.length === 0 ? '' : toBase64Url(JSON.stringify(filters));
}

/** Why a `filters` parameter could not be read. */
export class InvalidListFiltersError extends Error {
  override name = 'InvalidListFiltersError';
}

/** The filters a `filters` parameter carries; throws `InvalidListFiltersError` when it is not a valid list. */
export function decodeListFilters(encoded: string | null | undefined): ListFilter[] {
  if (!encoded) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(encoded));
  } catch {
    throw new InvalidListFiltersError('The filters could not be read.');
  }
  const result = z.safeParse(listFiltersSchema, parsed);
  if (!result.success) throw new InvalidListFiltersError('The filters are not valid.');
  return result.data;
}

/** The query parameters of `query`, leaving out what equals the defaults so addresses stay short. */
export function listQueryToSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== DEFAULT_LIST_QUERY.page) params.set('page', String(query.page));
  if (query.perPage !== DEFAULT_LIST_QUERY.perPage) params.set('perPage', String(query.perPage));
  if (query.query.trim() !== '') params.set('query', query.query);
  if (query.orderBy !== null) {
    params.set('orderBy', query.orderBy);
    params.set('orderDir', query.orderDir);
  }
  const filters = encodeListFilters(query.filters);
  if (filters !== '') params.set('filters', filters);
  return params;
}

/**
 * The list query an address describes, for a page that keeps its list state in the URL. Lenient: anything it
 * cannot read falls back to the default, so an edited or outdated bookmark still opens the list.
 */
export function listQueryFromSearchParams(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  const orderDir = params.get('orderDir');
  let filters: ListFilter[] = [];
  try {
    filters = decodeListFilters(params.get('filters'));
  } catch {
    filters = [];
  }
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : DEFAULT_LIST_QUERY.page,
    perPage: (LIST_PER_PAGE_OPTIONS as readonly number[]).includes(perPage)
      ? perPage
      : DEFAULT_LIST_QUERY.perPage,
    query: (params.get('query') ?? '').slice(0, MAX_TEXT),
    orderBy: params.get('orderBy') || null,
    orderDir: orderDir === 'asc' || orderDir === 'desc' ? orderDir : DEFAULT_LIST_QUERY.orderDir,
    filters,
  };
}
