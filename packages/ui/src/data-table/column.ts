import type { ReactNode } from 'react';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  /** Identifies the column. */
  id: string;
  /** The header's text, which also names the column for assistive technology. */
  header: string;
  /**
   * Shows the header only to assistive technology, for a column whose cells explain themselves (row actions).
   * @default false
   */
  hideHeader?: boolean;
  /** Renders this column's cell for one row. */
  cell: (row: Row) => ReactNode;
  /**
   * Whether this column's cell names its row (`role="rowheader"`), e.g. a user's name; give exactly one column this.
   * @default false
   */
  isRowHeader?: boolean;
  /**
   * Whether the column stays on screens 768 px wide or less, where only key columns show. The row header column
   * always stays.
   * @default false
   */
  isKeyColumn?: boolean;
  /**
   * Whether the server can sort by this column; its header then sorts on click, Enter or Space.
   * @default false
   */
  allowsSorting?: boolean;
  /**
   * The key sent as `orderBy` when sorting by this column, when it differs from `id` (a user column sorting by
   * `email`).
   * @default the column's id
   */
  sortKey?: string;
  /**
   * Which side the content keeps to; numbers read best at the end.
   * @default 'start'
   */
  align?: 'start' | 'end';
  /**
   * The column's CSS width, e.g. `'8rem'`.
   * Without it the column shares the remaining width.
   */
  width?: string;
}

/** The columns shown: all of them, or on small screens the key columns and the row header. */
export function visibleColumns<Column extends { isKeyColumn?: boolean; isRowHeader?: boolean }>(
  columns: readonly Column[],
  isSmallScreen: boolean,
): Column[] {
  return isSmallScreen ? columns.filter((column) => column.isKeyColumn || column.isRowHeader) : [...columns];
}
