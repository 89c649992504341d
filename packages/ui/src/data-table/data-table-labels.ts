import type { DataTableFilterOperator } from './data-table-state';

/** The data table's words; pass translated ones (each function gets the values to place in its sentence). */
export interface DataTableLabels {
  /** The search field's accessible name. */
  search: string;
  /** The search field's placeholder. */
  searchPlaceholder: string;
  /** The button that opens the list of filters. */
  addFilter: string;
  /** Names the list of filter chips. */
  activeFilters: string;
  /** A chip's edit button: `description` is the chip's text ('Status is Active'). */
  editFilter: (description: string) => string;
  /** A chip's remove button. */
  removeFilter: (description: string) => string;
  /** Removes every filter. */
  clearFilters: string;
  /** A chip's text from the filter's name, its comparison and its value. */
  filterChip: (label: string, operator: string, value: string) => string;
  /** Each comparison in words. */
  operators: Record<DataTableFilterOperator, string>;
  /** A date range's two formatted ends. */
  dateRange: (start: string, end: string) => string;
  /** The comparison picker's label in a filter editor. */
  operator: string;
  /** The value field's label in a filter editor. */
  value: string;
  /** The first day of a date range. */
  from: string;
  /** The last day of a date range. */
  to: string;
  /** The `true` answer of a yes/no filter. */
  yes: string;
  /** The `false` answer of a yes/no filter. */
  no: string;
  /** The filter editor's submit button. */
  apply: string;
  /** Shown when a filter editor is applied without a value. */
  valueRequired: string;
  /** Shown when a date range ends before it starts. */
  invalidDateRange: string;
  /** The model picker's placeholder. */
  modelSearchPlaceholder: string;
  /** Names the pagination controls. */
  pagination: string;
  /** The page size picker's label. */
  rowsPerPage: string;
  /** Where the page sits in the list ('16–30 of 42'). */
  range: (from: number, to: number, total: number) => string;
  /** The previous page button's accessible name. */
  previousPage: string;
  /** The next page button's accessible name. */
  nextPage: string;
  /** The selection bar's count. */
  selected: (count: number) => string;
  /** Unselects every row. */
  clearSelection: string;
  /** The bulk delete button and the confirmation's confirm button. */
  delete: string;
  /** The delete confirmation's title, naming the count. */
  deleteTitle: (count: number) => string;
  /** The delete confirmation's message. */
  deleteMessage: (count: number) => string;
  /** The delete confirmation's cancel button. */
  cancel: string;
  /** The row actions button's accessible name when the page gives none. */
  rowActions: string;
  /** Names the loading bar and fills an empty table while its first page loads. */
  loading: string;
  /** The title of a list with no rows at all ('No users yet'). */
  empty: string;
  /** The title of a search or filter matching nothing ('No matching users'). */
  noMatch: string;
  /** What to do about no match. */
  noMatchDescription: string;
  /** The title shown when the page could not be loaded. */
  error: string;
  /** The button that loads the page again. */
  retry: string;
}

const numbers = new Intl.NumberFormat('en');
const englishPlural = new Intl.PluralRules('en');
/** The English default's `one` or `other` sentence; a translated app passes its own labels with its plural rules. */
const english = (count: number, one: string, other: string) =>
  englishPlural.select(count) === 'one' ? one : other;

/** The English words. */
export const DEFAULT_DATA_TABLE_LABELS: DataTableLabels = {
  search: 'Search',
  searchPlaceholder: 'Type to search…',
  addFilter: 'Add filter',
  activeFilters: 'Active filters',
  editFilter: (description) => `Edit filter: ${description}`,
  removeFilter: (description) => `Remove filter: ${description}`,
  clearFilters: 'Clear filters',
  filterChip: (label, operator, value) => `${label} ${operator} ${value}`,
  operators: {
    '=': 'is',
    '!=': 'is not',
    '>': 'is greater than',
    '>=': 'is at least',
    '<': 'is less than',
    '<=': 'is at most',
    between: 'is between',
  },
  dateRange: (start, end) => `${start} and ${end}`,
  operator: 'Condition',
  value: 'Value',
  from: 'From',
  to: 'To',
  yes: 'Yes',
  no: 'No',
  apply: 'Apply',
  valueRequired: 'Enter a value.',
  invalidDateRange: 'The last day must not be before the first.',
  modelSearchPlaceholder: 'Type to search…',
  pagination: 'Pagination',
  rowsPerPage: 'Rows per page',
  range: (from, to, total) => `${numbers.format(from)}–${numbers.format(to)} of ${numbers.format(total)}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  selected: (count) => `${numbers.format(count)} selected`,
  clearSelection: 'Clear selection',
  delete: 'Delete',
  deleteTitle: (count) => english(count, 'Delete 1 item?', `Delete ${numbers.format(count)} items?`),
  deleteMessage: (count) =>
    english(count, 'It will be deleted permanently.', 'They will be deleted permanently.'),
  cancel: 'Cancel',
  rowActions: 'Actions',
  loading: 'Loading',
  empty: 'Nothing here yet',
  noMatch: 'No matching items',
  noMatchDescription: 'Try another search or remove a filter.',
  error: 'This list could not be loaded',
  retry: 'Try again',
};
