// biome-ignore-all lint/a11y/useSemanticElements: virtualized rows are absolutely positioned, which table layout cannot do, so the grid is built from elements with ARIA grid roles.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid keeps one roving tab stop (a row or a column header); cells and the header row are reached through it, as the WAI-ARIA grid pattern asks.
import { memo } from 'react';
import type { VirtualTableColumn } from './column';
import { virtualCellVariants, virtualRowVariants } from './virtual-table.variants';

export interface VirtualTableRowProps<Row> {
  row: Row;
  columns: readonly VirtualTableColumn<Row>[];
  /** The row's position among all rows, from 0. */
  index: number;
  /** `aria-rowindex`: the row's position in the whole grid, header included, from 1. */
  rowIndex: number;
  /** Pixels from the top of the rows' container. */
  top: number;
  height: number;
  template: string;
  /** Whether the row is selected; undefined when the grid does not select. */
  selected: boolean | undefined;
  isTabStop: boolean;
}

function VirtualTableRowImpl<Row>({
  row,
  columns,
  index,
  rowIndex,
  top,
  height,
  template,
  selected,
  isTabStop,
}: VirtualTableRowProps<Row>) {
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      aria-selected={selected}
      tabIndex={isTabStop ? 0 : -1}
      data-grid-row=""
      data-index={index}
      data-selected={selected || undefined}
      data-slot="virtual-table-row"
      className={virtualRowVariants({ className: 'grid items-center' })}
      style={{ height, transform: `translateY(${top}px)`, gridTemplateColumns: template }}
    >
      {columns.map((column) => (
        <div
          key={column.id}
          role={column.isRowHeader ? 'rowheader' : 'gridcell'}
          data-slot="virtual-table-cell"
          className={virtualCellVariants({ align: column.align ?? 'start' })}
        >
          {column.cell(row)}
        </div>
      ))}
    </div>
  );
}

/** One rendered row; memoized so a selection change re-renders only the rows whose state changed. */
export const VirtualTableRow = memo(VirtualTableRowImpl) as typeof VirtualTableRowImpl;
