import type { ReactNode } from 'react';

/** One column of a {@link VirtualTable}, defined by the caller. */
export interface VirtualTableColumn<Row> {
  /** Identifies the column in sort descriptors and React keys. */
  id: string;
  /** The header's text, which also names the column for assistive technology. */
  header: string;
  /**
   * Shows only to assistive technology, for columns whose cells explain themselves (e.g. a play button).
   * @default false
   */
  hideHeader?: boolean;
  /** Renders this column's cell for one row. */
  cell: (row: Row) => ReactNode;
  /**
   * The column's CSS grid track size, e.g. `'3rem'` or `'minmax(0, 2fr)'`.
   * @default 'minmax(0, 1fr)'
   */
  width?: string;
  /**
   * Which side the cell's content keeps to; numbers such as durations read best at the end.
   * @default 'start'
   */
  align?: 'start' | 'end';
  /**
   * Whether this column's cell names its row (`role="rowheader"`), e.g. a track's title.
   * @default false
   */
  isRowHeader?: boolean;
  /** Orders two rows by this column; a column with a comparator is sortable from its header. */
  compare?: (a: Row, b: Row) => number;
}

/** The CSS `grid-template-columns` shared by the header row and every row. */
export function gridTemplateFor(columns: readonly { width?: string }[]): string {
  return columns.map((column) => column.width ?? 'minmax(0, 1fr)').join(' ');
}
