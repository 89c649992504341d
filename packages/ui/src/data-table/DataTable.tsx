import { type ReactNode, type Ref, useEffect, useMemo } from 'react';
import {
  Cell,
  Collection,
  Column,
  type Key,
  Row,
  type Selection,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { Checkbox } from '../checkbox';
import { ProgressBar } from '../progress-bar';
import { useIsMobile } from '../responsive';
import { useNavigationProgress } from '../top-progress-bar';
import { cn } from '../utils/cn';
import { type DataTableColumn, visibleColumns } from './column';
import { DataTableMessage } from './DataTableMessage';
import {
  dataTableCellVariants,
  dataTableColumnVariants,
  dataTableFrameVariants,
  dataTableRowVariants,
} from './data-table.variants';
import { useDataTable } from './data-table-context';
import { isNarrowed } from './data-table-state';
import { SortIcon } from './icons';
import { orderFor, sortDescriptorFor } from './sorting';

export interface DataTableProps<Row> {
  /** Names the table for assistive technology; give this or `aria-labelledby`. */
  'aria-label'?: string;
  /** The id of a visible heading that names the table (the page's title). */
  'aria-labelledby'?: string;
  /** The columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page, as the server sent them. Keep showing the previous page's while the next loads. */
  rows: readonly Row[];
  /** A row's stable identity, e.g. a user's id; selection and bulk actions use it. */
  getRowKey: (row: Row) => Key;
  /**
   * Whether rows can be selected (a checkbox column and the selection bar's bulk actions).
   * @default 'multiple'
   */
  selectionMode?: 'none' | 'multiple';
  /**
   * Whether a page is loading: a progress bar shows over the table (after 50 ms) while the current rows stay.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Whether the page could not be loaded; the table then shows an error with a way to try again.
   * @default false
   */
  hasError?: boolean;
  /**
   * Loads the page again, from the error state's button.
   * Without it the error state has no button.
   */
  onRetry?: () => void;
  /** Called with a row's key when it is clicked (while nothing is selected) or gets Enter, e.g. to open it. */
  onRowAction?: (key: Key) => void;
  /** Something to do from the empty state, such as an "Add user" button. */
  emptyAction?: ReactNode;
  /** Extra classes for `[data-slot="data-table"]`, the frame around the table. */
  className?: string;
  /** A ref to the frame's `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A page of server rows as a WAI-ARIA grid (React Aria's Table): arrow keys move between rows and cells, Space
 * selects, Enter runs `onRowAction`, sortable headers sort on Enter, Space or click, Ctrl+A selects the page and
 * Escape clears the selection. It reads and changes its sort and selection through the surrounding
 * `DataTableRoot`. Shows a loading bar, and an empty, no-match or error state when there are no rows; on screens
 * 768 px wide or less only key columns show. Styling hooks: `[data-slot="data-table"]` with `[data-loading]`;
 * `data-table-column`, `data-table-row` and `data-table-cell` parts.
 */
export function DataTable<R>({
  columns,
  rows,
  getRowKey,
  selectionMode = 'multiple',
  isLoading = false,
  hasError = false,
  onRetry,
  onRowAction,
  emptyAction,
  className,
  ref,
  ...aria
}: DataTableProps<R>) {
  const { state, update, labels, selectedKeys, setSelectedKeys, tableRef } = useDataTable();
  const isMobile = useIsMobile();
  const shown = useMemo(() => visibleColumns(columns, isMobile), [columns, isMobile]);
  const items = useMemo(() => rows.map((row) => ({ id: getRowKey(row), row })), [rows, getRowKey]);
  const showBar = useNavigationProgress(isLoading) !== 'idle';

  // Selected rows that left the page (deleted, or another page loaded) are no longer selected.
  useEffect(() => {
    if (selectedKeys.size === 0) return;
    const onPage = new Set(items.map((item) => item.id));
    const kept = new Set([...selectedKeys].filter((key) => onPage.has(key)));
    if (kept.size !== selectedKeys.size) setSelectedKeys(kept);
  }, [items, selectedKeys, setSelectedKeys]);

  const onSelectionChange = (keys: Selection) =>
    setSelectedKeys(keys === 'all' ? new Set(items.map((item) => item.id)) : new Set(keys));
  const onSortChange = (descriptor: SortDescriptor) => {
    const order = orderFor(descriptor, columns);
    if (order) update((current) => ({ ...current, ...order, page: 1 }));
  };

  const renderEmptyState = () => {
    if (hasError)
      return <DataTableMessage title={labels.error} onRetry={onRetry} retryLabel={labels.retry} />;
    if (isLoading) return <p className="py-10 text-center text-muted-foreground">{labels.loading}</p>;
    if (isNarrowed(state))
      return <DataTableMessage title={labels.noMatch} description={labels.noMatchDescription} />;
    return <DataTableMessage title={labels.empty} action={emptyAction} />;
  };

  const selectable = selectionMode === 'multiple';
  return (
    <div
      ref={ref}
      data-slot="data-table"
      data-loading={isLoading || undefined}
      aria-busy={isLoading || undefined}
      className={cn(dataTableFrameVariants(), className)}
    >
      {showBar && (
        <ProgressBar
          isIndeterminate
          aria-label={labels.loading}
          className="absolute inset-x-0 top-0 z-10 [&_[data-slot=progress-bar-track]]:h-1 [&_[data-slot=progress-bar-track]]:rounded-none"
        />
      )}
      <Table
        {...aria}
        ref={tableRef}
        selectionMode={selectable ? 'multiple' : 'none'}
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        sortDescriptor={sortDescriptorFor(state, columns)}
        onSortChange={onSortChange}
        {...(onRowAction ? { onRowAction } : {})}
        className="w-full border-collapse"
      >
        <TableHeader dependencies={[shown]}>
          {selectable && (
            <Column data-slot="data-table-column" className={cn(dataTableColumnVariants(), 'w-12')}>
              <Checkbox slot="selection" />
            </Column>
          )}
          <Collection items={shown}>
            {(column) => (
              <Column
                id={column.id}
                textValue={column.header}
                isRowHeader={column.isRowHeader ?? false}
                allowsSorting={column.allowsSorting ?? false}
                data-slot="data-table-column"
                className={dataTableColumnVariants({ align: column.align })}
                style={column.width ? { width: column.width } : undefined}
              >
                {({ sortDirection }) => (
                  <span
                    className={cn(
                      'inline-flex items-center gap-1',
                      column.align === 'end' && 'flex-row-reverse',
                    )}
                  >
                    <span className={column.hideHeader ? 'sr-only' : undefined}>{column.header}</span>
                    {sortDirection && <SortIcon direction={sortDirection} className="size-3.5" />}
                  </span>
                )}
              </Column>
            )}
          </Collection>
        </TableHeader>
        <TableBody items={hasError ? [] : items} dependencies={[shown]} renderEmptyState={renderEmptyState}>
          {(item) => (
            <Row
              id={item.id}
              columns={shown}
              dependencies={[shown]}
              data-slot="data-table-row"
              className={dataTableRowVariants()}
            >
              {selectable && (
                <Cell data-slot="data-table-cell" className={dataTableCellVariants()}>
                  <Checkbox slot="selection" />
                </Cell>
              )}
              <Collection items={shown}>
                {(column) => (
                  <Cell
                    data-slot="data-table-cell"
                    className={dataTableCellVariants({ align: column.align })}
                  >
                    {column.cell(item.row)}
                  </Cell>
                )}
              </Collection>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
