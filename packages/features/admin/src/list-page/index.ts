export { type AdminListState, AdminListTable, type AdminListTableProps } from './AdminListTable';
export {
  type NamedItemColumnsOptions,
  type NamedItemDialogTarget,
  type NamedItemRow,
  NamedItemsListPage,
  type NamedItemsListPageProps,
  type NamedItemsListWords,
} from './NamedItemsListPage';
export { LIST_SEARCH_PARAMS, nextListQuery } from './next-list-query';
export { listQueryOf, tableStateOf } from './table-state';
export { useAdminList } from './use-admin-list';
export { type ListWords, useDataTableLabels } from './use-data-table-labels';
