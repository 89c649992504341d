import type { ListQuery } from '@tonearm/client/rules';
import {
  DataTable,
  type DataTableColumn,
  DataTableFilterChips,
  type DataTableFilterDefinition,
  DataTableFilterMenu,
  type DataTableLabels,
  DataTablePagination,
  DataTableRoot,
  DataTableSearch,
  DataTableSelectionBar,
  DataTableToolbar,
} from '@tonearm/ui';
import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { listQueryOf, tableStateOf } from './table-state';

/** What the table reads of an admin list (`useAdminList`). */
export interface AdminListState<Row> {
  query: ListQuery;
  changeQuery: (change: Partial<ListQuery>) => void;
  page: { data: Row[]; total: number } | undefined;
  error: unknown;
  isLoading: boolean;
  reload: () => unknown;
}

export interface AdminListTableProps<Row> {
  list: AdminListState<Row>;
  /** The id of the page's heading, which names the table. */
  labelledBy: string;
  columns: readonly DataTableColumn<Row>[];
  filters: readonly DataTableFilterDefinition[];
  labels: Partial<DataTableLabels>;
  getRowKey: (row: Row) => Key;
  /**
   * Deletes the selected rows, after the table's confirmation; leave it out to give a Delete of your own. Without it
   * and without `bulkActions` the rows cannot be selected.
   */
  onDelete?: (keys: Key[]) => unknown;
  /** The selection bar's own actions, given the selected keys (a Delete with a confirmation of its own). */
  bulkActions?: (keys: Key[]) => ReactNode;
  onRowAction?: (key: Key) => void;
  /** Shown in the empty state, such as the page's add button. */
  emptyAction?: ReactNode;
  /** Page actions at the end of the toolbar, such as an export link. */
  toolbarEnd?: ReactNode;
}

/**
 * An admin list as every section shows it: search, filters and their chips, the selection bar with bulk delete, the
 * rows and the pagination, its state kept in the address by `useAdminList`.
 */
export function AdminListTable<Row>({
  list,
  labelledBy,
  columns,
  filters,
  labels,
  getRowKey,
  onDelete,
  bulkActions,
  onRowAction,
  emptyAction,
  toolbarEnd,
}: AdminListTableProps<Row>) {
  return (
    <DataTableRoot
      state={tableStateOf(list.query)}
      onStateChange={(state) => list.changeQuery(listQueryOf(state))}
      filterDefinitions={filters}
      labels={labels}
    >
      <DataTableToolbar>
        <DataTableSearch />
        <DataTableFilterMenu />
        {toolbarEnd}
      </DataTableToolbar>
      <DataTableFilterChips />
      <DataTableSelectionBar
        {...(onDelete ? { onDelete } : {})}
        {...(bulkActions ? { children: bulkActions } : {})}
      />
      <DataTable
        aria-labelledby={labelledBy}
        columns={columns}
        rows={list.page?.data ?? []}
        getRowKey={getRowKey}
        isLoading={list.isLoading}
        hasError={list.error !== undefined && !list.page}
        onRetry={() => void list.reload()}
        // A list with nothing to do to a selection (a log) has no checkboxes.
        selectionMode={onDelete || bulkActions ? 'multiple' : 'none'}
        {...(onRowAction ? { onRowAction } : {})}
        {...(emptyAction ? { emptyAction } : {})}
      />
      <DataTablePagination total={list.page?.total ?? 0} />
    </DataTableRoot>
  );
}
