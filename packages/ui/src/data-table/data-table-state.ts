/** How a filter compares a column with its value; the same operators the list endpoints accept. */
export type DataTableFilterOperator = '=' | '!=' | '>' | '>=' | '<' | '<=' | 'between';

/** A span of time, both ends as ISO 8601 strings; the end is inclusive. */
export interface DataTableDateRange {
  /** The first moment in the range. */
  start: string;
  /** The last moment in the range, included. */
  end: string;
}

/**
 * What a filter compares with: text, a number, a yes/no, an id, no value (`null`), or a date range (with
 * `between`).
 */
export type DataTableFilterValue = string | number | boolean | null | DataTableDateRange;

/** One active filter, in the shape list requests send it. */
export interface DataTableFilter {
  /** The filtered field, e.g. `'email_verified_at'`. */
  key: string;
  /** How the field compares with `value`; date ranges use `between`. */
  operator: DataTableFilterOperator;
  /** What the field is compared with. */
  value: DataTableFilterValue;
}

/** The direction of the sort, as list requests send it. */
export type DataTableOrderDirection = 'asc' | 'desc';

/**
 * Everything a list page asks the server for: one value, so a page can keep it in its URL and a filtered, sorted
 * view can be bookmarked.
 */
export interface DataTableState {
  /** The page shown, from 1. */
  page: number;
  /** Rows per page: 10, 15, 20, 50 or 100. */
  perPage: number;
  /** The search text; empty when not searching. */
  query: string;
  /** The sort key (a column's `sortKey`, or its id); `null` or undefined leaves the order to the server. */
  orderBy?: string | null | undefined;
  /** The sort direction; undefined leaves it to the server. */
  orderDir?: DataTableOrderDirection | undefined;
  /** The active filters, at most one per key. */
  filters: readonly DataTableFilter[];
}

/** The page sizes offered. */
export const PER_PAGE_OPTIONS = [10, 15, 20, 50, 100] as const;

/** The page size of a list nobody has changed. */
export const DEFAULT_PER_PAGE = 15;

/** A list on its first page, unsorted, unfiltered. */
export const DEFAULT_DATA_TABLE_STATE: DataTableState = {
  page: 1,
  perPage: DEFAULT_PER_PAGE,
  query: '',
  filters: [],
};

/** Whether a search or a filter narrows the list (so an empty page means "no match", not "nothing yet"). */
export function isNarrowed(state: Pick<DataTableState, 'query' | 'filters'>): boolean {
  return state.query.trim() !== '' || state.filters.length > 0;
}

/** The state with the search text changed, back on the first page. */
export function withQuery(state: DataTableState, query: string): DataTableState {
  return { ...state, query, page: 1 };
}

/** The state with `filter` added, replacing any filter on the same key, back on the first page. */
export function withFilter(state: DataTableState, filter: DataTableFilter): DataTableState {
  const index = state.filters.findIndex((existing) => existing.key === filter.key);
  const filters =
    index === -1
      ? [...state.filters, filter]
      : state.filters.map((existing, i) => (i === index ? filter : existing));
  return { ...state, filters, page: 1 };
}

/** The state without the filter on `key`, back on the first page. */
export function withoutFilter(state: DataTableState, key: string): DataTableState {
  return { ...state, filters: state.filters.filter((filter) => filter.key !== key), page: 1 };
}

/** The state sorted by `orderBy`, back on the first page. */
export function withSort(
  state: DataTableState,
  orderBy: string,
  orderDir: DataTableOrderDirection,
): DataTableState {
  return { ...state, orderBy, orderDir, page: 1 };
}

/**
 * The state showing `perPage` rows a page, on the page that holds the first row shown before, so the reader keeps
 * their place.
 */
export function withPerPage(state: DataTableState, perPage: number): DataTableState {
  const firstRow = (state.page - 1) * state.perPage;
  return { ...state, perPage, page: Math.floor(firstRow / perPage) + 1 };
}
