export type { DataTableColumn } from './column';
export { DataTable, type DataTableProps } from './DataTable';
export { DataTableFilterChips, type DataTableFilterChipsProps } from './DataTableFilterChips';
export { DataTableFilterMenu, type DataTableFilterMenuProps } from './DataTableFilterMenu';
export { DataTablePagination, type DataTablePaginationProps } from './DataTablePagination';
export { DataTableRoot, type DataTableRootProps } from './DataTableRoot';
export { DataTableRowActions, type DataTableRowActionsProps } from './DataTableRowActions';
export { DataTableSearch, type DataTableSearchProps } from './DataTableSearch';
export { DataTableSelectionBar, type DataTableSelectionBarProps } from './DataTableSelectionBar';
export { DataTableToolbar, type DataTableToolbarProps } from './DataTableToolbar';
export {
  type DataTableCellVariants,
  dataTableCellVariants,
  dataTableColumnVariants,
  dataTableFrameVariants,
  dataTableRowVariants,
} from './data-table.variants';
export { type DataTableContextValue, useDataTable } from './data-table-context';
export { type DataTableLabels, DEFAULT_DATA_TABLE_LABELS } from './data-table-labels';
export {
  type DataTableDateRange,
  type DataTableFilter,
  type DataTableFilterOperator,
  type DataTableFilterValue,
  type DataTableOrderDirection,
  type DataTableState,
  DEFAULT_DATA_TABLE_STATE,
  DEFAULT_PER_PAGE,
  isNarrowed,
  PER_PAGE_OPTIONS,
  withFilter,
  withoutFilter,
  withPerPage,
  withQuery,
  withSort,
} from './data-table-state';
export { type DescribeFilterOptions, describeFilter } from './describe-filter';
export {
  type DataTableBooleanFilterDefinition,
  type DataTableDateRangeFilterDefinition,
  type DataTableFilterDefinition,
  type DataTableFilterOption,
  type DataTableModelFilterDefinition,
  type DataTableModelOption,
  type DataTableNumberFilterDefinition,
  type DataTableSelectFilterDefinition,
  NUMBER_FILTER_OPERATORS,
} from './filter-definitions';
export { type PageRange, pageRange } from './pagination';
