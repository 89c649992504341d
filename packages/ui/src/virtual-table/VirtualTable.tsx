// biome-ignore-all lint/a11y/useSemanticElements: virtualized rows are absolutely positioned, which table layout cannot do, so the grid is built from elements with ARIA grid roles.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid keeps one roving tab stop (a row or a column header); cells and the header row are reached through it, as the WAI-ARIA grid pattern asks.
import { type ReactNode, useMemo, useState } from 'react';
import { useKitStrings } from '../providers/kit-strings';
import { cn } from '../utils/cn';
import { gridTemplateFor, type VirtualTableColumn } from './column';
import { nextSortDescriptor, type SortDescriptor, sortRows } from './sort-rows';
import type { RowKey, SelectionMode } from './use-grid-state';
import { useVirtualGrid } from './use-virtual-grid';
import { VirtualTableHeader } from './VirtualTableHeader';
import { VirtualTableRow } from './VirtualTableRow';
import {
  HEADER_HEIGHT,
  ROW_HEIGHT,
  type VirtualGridVariants,
  virtualCellVariants,
  virtualGridVariants,
} from './virtual-table.variants';

export interface VirtualTableProps<Row> extends VirtualGridVariants {
  /** Names the table for assistive technology; give this or `aria-labelledby`. */
  'aria-label'?: string;
  /** The id of a visible heading that names the table. */
  'aria-labelledby'?: string;
  /** Every row; only those in view are rendered. */
  rows: readonly Row[];
  /** The columns, in order (e.g. #, title, artist, album, duration). Keep the array stable between renders. */
  columns: readonly VirtualTableColumn<Row>[];
  /** A row's stable identity, e.g. a track's id. */
  getRowKey: (row: Row) => RowKey;
  /**
   * How many rows may be selected at once.
   * @default 'none'
   */
  selectionMode?: SelectionMode;
  /** The selected rows, when you control the selection. */
  selectedKeys?: ReadonlySet<RowKey>;
  /**
   * The rows selected at first, when the table keeps its own selection.
   * @default none
   */
  defaultSelectedKeys?: Iterable<RowKey>;
  /** Called with the new selection after a click or key changes it. */
  onSelectionChange?: (keys: Set<RowKey>) => void;
  /** The sort, when you control it. `null` shows the rows in the given order. */
  sortDescriptor?: SortDescriptor | null;
  /**
   * The sort at first, when the table keeps its own.
   * @default null (the given order)
   */
  defaultSortDescriptor?: SortDescriptor | null;
  /** Called with the new sort when a sortable column's header is clicked or gets Enter or Space. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Called with a row's key on Enter or double click, e.g. to play the track. */
  onRowAction?: (key: RowKey) => void;
  /**
   * Height of every row in pixels.
   * @default 48
   */
  rowHeight?: number;
  /**
   * Rows rendered beyond each edge of the viewport, so fast scrolling shows no gaps.
   * @default 8
   */
  overscan?: number;
  /**
   * Shown in place of the rows when there are none.
   * @default 'No items', or the `noItems` of the nearest `KitStringsProvider`
   */
  emptyState?: ReactNode;
  /** Classes for the scrolling grid; set its height here (the default is 24rem). */
  className?: string;
}

/**
 * A virtualized table for long track lists: `role="grid"` with `aria-rowcount`, and `aria-rowindex` on each
 * rendered row. Keyboard: arrows, Home/End, PageUp/PageDown, Ctrl+Home/End move focus (ArrowUp from the first row
 * reaches the column headers); Space toggles selection, Shift extends it, Ctrl/Cmd+A selects all, Escape clears,
 * Enter runs `onRowAction`. Sortable headers carry `aria-sort`. Styling hooks: `[data-slot="virtual-table"]`,
 * `[data-slot="virtual-table-row"][data-selected]`, `[data-slot="virtual-table-column-header"][aria-sort]`.
 */
export function VirtualTable<Row>({
  rows,
  columns,
  getRowKey,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  sortDescriptor: controlledSort,
  defaultSortDescriptor = null,
  onSortChange,
  onRowAction,
  rowHeight = ROW_HEIGHT,
  overscan = 8,
  emptyState,
  frame,
  className,
  ...labelling
}: VirtualTableProps<Row>) {
  const { noItems } = useKitStrings();
  const [ownSort, setOwnSort] = useState<SortDescriptor | null>(defaultSortDescriptor);
  const sortDescriptor = controlledSort !== undefined ? controlledSort : ownSort;
  const sortColumn = columns.find((column) => column.id === sortDescriptor?.column);
  const sortedRows = useMemo(
    () => sortRows(rows, sortColumn?.compare, sortDescriptor?.direction ?? 'ascending'),
    [rows, sortColumn, sortDescriptor?.direction],
  );
  const rowKeys = useMemo(() => sortedRows.map(getRowKey), [sortedRows, getRowKey]);
  const template = useMemo(() => gridTemplateFor(columns), [columns]);

  const activateColumn = (index: number) => {
    const column = columns[index];
    if (!column?.compare) return;
    const next = nextSortDescriptor(sortDescriptor, column.id);
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  const grid = useVirtualGrid({
    rowKeys,
    columnCount: columns.length,
    selectionMode,
    selectedKeys,
    defaultSelectedKeys,
    onSelectionChange,
    rowHeight,
    headerHeight: HEADER_HEIGHT,
    overscan,
    onRowAction,
    onColumnActivate: activateColumn,
  });
  const isEmpty = sortedRows.length === 0;
  const tabStop = grid.tabStop;

  return (
    <div
      {...labelling}
      {...grid.gridProps}
      role="grid"
      aria-rowcount={1 + (isEmpty ? 1 : sortedRows.length)}
      aria-colcount={columns.length}
      aria-multiselectable={selectionMode === 'multiple' || undefined}
      data-slot="virtual-table"
      data-empty={isEmpty || undefined}
      className={cn(virtualGridVariants({ frame }), className)}
    >
      <VirtualTableHeader
        columns={columns}
        template={template}
        height={HEADER_HEIGHT}
        sortDescriptor={sortDescriptor}
        tabStopColumn={tabStop?.kind === 'column' ? tabStop.column : null}
      />
      <div
        role="rowgroup"
        data-slot="virtual-table-body"
        className="relative"
        style={isEmpty ? undefined : { height: grid.totalHeight }}
      >
        {isEmpty ? (
          <div role="row" aria-rowindex={2} data-slot="virtual-table-empty" className="grid">
            <div
              role="gridcell"
              aria-colspan={columns.length}
              className={virtualCellVariants({
                className: 'whitespace-normal py-6 text-center text-muted-foreground',
              })}
            >
              {emptyState ?? noItems}
            </div>
          </div>
        ) : (
          grid.virtualRows.map((virtualRow) => {
            const row = sortedRows[virtualRow.index] as Row;
            const key = rowKeys[virtualRow.index] as RowKey;
            return (
              <VirtualTableRow
                key={key}
                row={row}
                columns={columns}
                index={virtualRow.index}
                rowIndex={virtualRow.index + 2}
                top={virtualRow.start - grid.offsetTop}
                height={rowHeight}
                template={template}
                selected={selectionMode === 'none' ? undefined : grid.selectedKeys.has(key)}
                isTabStop={tabStop?.kind === 'row' && tabStop.index === virtualRow.index}
              />
            );
          })
        )}
      </div>
    </div>
  );
}
