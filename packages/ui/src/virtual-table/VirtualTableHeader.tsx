// biome-ignore-all lint/a11y/useSemanticElements: virtualized rows are absolutely positioned, which table layout cannot do, so the grid is built from elements with ARIA grid roles.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid keeps one roving tab stop (a row or a column header); cells and the header row are reached through it, as the WAI-ARIA grid pattern asks.
import type { SVGProps } from 'react';
import { cn } from '../utils/cn';
import type { VirtualTableColumn } from './column';
import { ariaSortFor, type SortDescriptor } from './sort-rows';
import { virtualTableColumnHeaderVariants, virtualTableHeaderVariants } from './virtual-table.variants';

export interface VirtualTableHeaderProps<Row> {
  columns: readonly VirtualTableColumn<Row>[];
  template: string;
  height: number;
  sortDescriptor: SortDescriptor | null;
  /** The column header holding the grid's tab stop, if any. */
  tabStopColumn: number | null;
}

function SortArrow({
  direction,
  ...props
}: SVGProps<SVGSVGElement> & { direction: 'ascending' | 'descending' }) {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false" {...props}>
      <path d={direction === 'ascending' ? 'M8 4l4 6H4z' : 'M8 12l4-6H4z'} fill="currentColor" />
    </svg>
  );
}

/** The sticky header row: one `columnheader` per column, with `aria-sort` on sortable ones. */
export function VirtualTableHeader<Row>({
  columns,
  template,
  height,
  sortDescriptor,
  tabStopColumn,
}: VirtualTableHeaderProps<Row>) {
  return (
    <div role="rowgroup" data-slot="virtual-table-header-group" className="sticky top-0 z-10">
      <div
        role="row"
        aria-rowindex={1}
        data-slot="virtual-table-header"
        className={virtualTableHeaderVariants()}
        style={{ gridTemplateColumns: template, height }}
      >
        {columns.map((column, index) => {
          const sortable = column.compare !== undefined;
          const sort = sortable ? ariaSortFor(sortDescriptor, column.id) : undefined;
          return (
            <div
              key={column.id}
              role="columnheader"
              aria-sort={sort}
              tabIndex={tabStopColumn === index ? 0 : -1}
              data-column-index={index}
              data-slot="virtual-table-column-header"
              className={virtualTableColumnHeaderVariants({ align: column.align ?? 'start', sortable })}
            >
              <span className={cn('truncate', column.hideHeader && 'sr-only')}>{column.header}</span>
              {sort === 'ascending' || sort === 'descending' ? <SortArrow direction={sort} /> : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
