import { useTrans } from '@tonearm/shell';
import type { DataTableLabels } from '@tonearm/ui';
import { useMemo } from 'react';

/** The data table's words in the interface's language, with the list's own empty and no-match titles. */
export function useDataTableLabels(list: { empty: string; noMatch: string }): Partial<DataTableLabels> {
  const { trans } = useTrans();
  return useMemo(
    () => ({
      search: trans('Search'),
      searchPlaceholder: trans('Type to search…'),
      addFilter: trans('Add filter'),
      activeFilters: trans('Active filters'),
      editFilter: (description) => trans('Edit filter :filter', { filter: description }),
      removeFilter: (description) => trans('Remove filter :filter', { filter: description }),
      clearFilters: trans('Clear filters'),
      yes: trans('Yes'),
      no: trans('No'),
      apply: trans('Apply'),
      pagination: trans('Pagination'),
      rowsPerPage: trans('Rows per page'),
      range: (from, to, total) => trans(':from–:to of :total', { from, to, total }),
      previousPage: trans('Previous page'),
      nextPage: trans('Next page'),
      selected: (count) => trans(':count selected', { count }),
      clearSelection: trans('Clear selection'),
      delete: trans('Delete'),
      deleteTitle: (count) =>
        count === 1 ? trans('Delete 1 item?') : trans('Delete :count items?', { count }),
      deleteMessage: () => trans('This is permanent and cannot be undone.'),
      cancel: trans('Cancel'),
      rowActions: trans('Actions'),
      loading: trans('Loading…'),
      empty: list.empty,
      noMatch: list.noMatch,
      noMatchDescription: trans('Try another search or change the filters.'),
      error: trans('The list could not be loaded'),
      retry: trans('Try again'),
    }),
    [trans, list.empty, list.noMatch],
  );
}
