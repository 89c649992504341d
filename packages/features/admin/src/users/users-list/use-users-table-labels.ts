import { useTrans } from '@tonearm/shell';
import type { DataTableLabels } from '@tonearm/ui';
import { useMemo } from 'react';

/** The data table's words for the users list, in the interface's language. */
export function useUsersTableLabels(): DataTableLabels {
  const { trans } = useTrans();
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
      selected: (count) => trans(':count selected', { count }),
      clearSelection: trans('Clear selection'),
      delete: trans('Delete'),
      deleteTitle: (count) =>
        count === 1 ? trans('Delete 1 user?') : trans('Delete :count users?', { count }),
      deleteMessage: (count) =>
        count === 1 ? trans('It will be deleted permanently.') : trans('They will be deleted permanently.'),
      cancel: trans('Cancel'),
      rowActions: trans('Actions'),
      loading: trans('Loading'),
      empty: trans('No users yet'),
      noMatch: trans('No matching users'),
      noMatchDescription: trans('Try another search or remove a filter.'),
      error: trans('The users could not be loaded'),
      retry: trans('Try again'),
    }),
    [trans],
  );
}
