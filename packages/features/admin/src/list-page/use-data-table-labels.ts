import { useTrans } from '@tonearm/shell';
import type { DataTableLabels } from '@tonearm/ui';
import { useMemo, useRef } from 'react';

/** The words that name a list's records; the rest of the table's words are the same for every admin list. */
export interface ListWords {
  /** The title shown when the list has no rows at all ('No users yet'). */
  empty: string;
  /** The title shown when a search or filter leaves no rows ('No matching users'). */
  noMatch: string;
  /** The title shown when the list could not be loaded; a generic line without it. */
  error?: string;
  /** The bulk delete confirmation's title, naming the records; "items" without it. */
  deleteTitle?: (count: number) => string;
  /** The bulk delete confirmation's message; a generic warning without it. */
  deleteMessage?: (count: number) => string;
}

/** The data table's words in the interface's language, with the list's own names for its records. */
export function useDataTableLabels(words: ListWords): DataTableLabels {
  const { trans } = useTrans();
  const { empty, noMatch, error } = words;
  // Pages pass the delete wording as inline functions; reading the latest through a ref keeps the labels (and the
  // table's context) the same object from one render to the next.
  const latest = useRef(words);
  latest.current = words;
  return useMemo(
    () => ({
      search: trans('Search'),
      searchPlaceholder: trans('Type to search…'),
      addFilter: trans('Add filter'),
      activeFilters: trans('Active filters'),
      editFilter: (description) => trans('Edit filter: :filter', { filter: description }),
      removeFilter: (description) => trans('Remove filter: :filter', { filter: description }),
      clearFilters: trans('Clear filters'),
      filterChip: (label, operator, value) => `${label} ${operator} ${value}`,
      operators: {
        '=': trans('is'),
        '!=': trans('is not'),
        '>': trans('is greater than'),
        '>=': trans('is at least'),
        '<': trans('is less than'),
        '<=': trans('is at most'),
        between: trans('is between'),
      },
      dateRange: (start, end) => trans(':start and :end', { start, end }),
      operator: trans('Condition'),
      value: trans('Value'),
      from: trans('From'),
      to: trans('To'),
      yes: trans('Yes'),
      no: trans('No'),
      apply: trans('Apply'),
      valueRequired: trans('Enter a value.'),
      invalidDateRange: trans('The last day must not be before the first.'),
      modelSearchPlaceholder: trans('Type to search…'),
      pagination: trans('Pagination'),
      rowsPerPage: trans('Rows per page'),
      range: (from, to, total) => trans(':from–:to of :total', { from, to, total }),
      previousPage: trans('Previous page'),
      nextPage: trans('Next page'),
      selected: (count) => trans('{count, plural, other {# selected}}', { count }),
      clearSelection: trans('Clear selection'),
      delete: trans('Delete'),
      deleteTitle: (count) =>
        latest.current.deleteTitle?.(count) ??
        trans('{count, plural, one {Delete # item?} other {Delete # items?}}', { count }),
      deleteMessage: (count) =>
        latest.current.deleteMessage?.(count) ?? trans('This is permanent and cannot be undone.'),
      cancel: trans('Cancel'),
      rowActions: trans('Actions'),
      loading: trans('Loading'),
      empty,
      noMatch,
      noMatchDescription: trans('Try another search or remove a filter.'),
      error: error ?? trans('The list could not be loaded'),
      retry: trans('Try again'),
    }),
    [trans, empty, noMatch, error],
  );
}
