import { type Ref, useEffect } from 'react';
import { Button } from '../button';
import { Select, SelectItem } from '../select';
import { cn } from '../utils/cn';
import { ChevronRightIcon } from '../utils/icons';
import { useDataTable } from './data-table-context';
import { PER_PAGE_OPTIONS, withPerPage } from './data-table-state';
import { ChevronLeftIcon } from './icons';
import { pageRange } from './pagination';

export interface DataTablePaginationProps {
  /** How many rows the whole list has, as the server counted them. */
  total: number;
  /** Extra classes for `[data-slot="data-table-pagination"]`. */
  className?: string;
  /** A ref to the `<nav>`. */
  ref?: Ref<HTMLElement>;
}

const perPageItems = PER_PAGE_OPTIONS.map((value) => ({ id: value }));

/**
 * The footer under a data table: "Rows per page" (10, 15, 20, 50 or 100), where the page sits ("16–30 of 42",
 * announced when it changes) and previous and next page buttons. When a deletion leaves the page past the end,
 * it moves to the last page. Styling hook: `[data-slot="data-table-pagination"]`.
 */
export function DataTablePagination({ total, className, ref }: DataTablePaginationProps) {
  const { state, update, labels } = useDataTable();
  const range = pageRange(state.page, state.perPage, total);

  useEffect(() => {
    if (total > 0 && state.page > range.pageCount) {
      update((current) => ({ ...current, page: range.pageCount }));
    }
  }, [total, state.page, range.pageCount, update]);

  return (
    <nav
      ref={ref}
      aria-label={labels.pagination}
      data-slot="data-table-pagination"
      className={cn('flex flex-wrap items-center justify-end gap-x-6 gap-y-2 text-sm', className)}
    >
      <Select
        label={labels.rowsPerPage}
        items={perPageItems}
        value={state.perPage}
        onChange={(key) => {
          if (typeof key === 'number') update((current) => withPerPage(current, key));
        }}
        size="sm"
        className="flex-row! items-center gap-2!"
      >
        {(item) => <SelectItem id={item.id}>{String(item.id)}</SelectItem>}
      </Select>
      <p role="status" className="tabular-nums text-muted-foreground">
        {total > 0 && labels.range(range.from, range.to, total)}
      </p>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          isIconOnly
          aria-label={labels.previousPage}
          isDisabled={!range.hasPrevious}
          onPress={() => update((current) => ({ ...current, page: Math.max(1, current.page - 1) }))}
        >
          <ChevronLeftIcon />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          isIconOnly
          aria-label={labels.nextPage}
          isDisabled={!range.hasNext}
          onPress={() => update((current) => ({ ...current, page: current.page + 1 }))}
        >
          <ChevronRightIcon />
        </Button>
      </div>
    </nav>
  );
}
