import type { ListQuery } from '@tonearm/client/rules';

/**
 * The list query after `change`: a new search, sort, filter or page size starts again from the first page, since
 * the page the operator was on may not exist in the new list.
 */
export function nextListQuery(current: ListQuery, change: Partial<ListQuery>): ListQuery {
  const next = { ...current, ...change };
  const narrowed =
    next.query !== current.query ||
    next.orderBy !== current.orderBy ||
    next.orderDir !== current.orderDir ||
    next.perPage !== current.perPage ||
    JSON.stringify(next.filters) !== JSON.stringify(current.filters);
  return narrowed && change.page === undefined ? { ...next, page: 1 } : next;
}

/** The address parameters a list owns; a page's other parameters (a tab, a dialog) are left alone. */
export const LIST_SEARCH_PARAMS = ['page', 'perPage', 'query', 'orderBy', 'orderDir', 'filters'] as const;
