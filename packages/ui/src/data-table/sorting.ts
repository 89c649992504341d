import type { SortDescriptor } from 'react-aria-components';
import type { DataTableOrderDirection, DataTableState } from './data-table-state';

interface SortableColumn {
  id: string;
  sortKey?: string;
  allowsSorting?: boolean;
}

/** The header showing the state's sort, if a sortable column sorts by its `orderBy`. */
export function sortDescriptorFor(
  state: Pick<DataTableState, 'orderBy' | 'orderDir'>,
  columns: readonly SortableColumn[],
): SortDescriptor | undefined {
  if (!state.orderBy) return undefined;
  const column = columns.find((c) => c.allowsSorting && (c.sortKey ?? c.id) === state.orderBy);
  if (!column) return undefined;
  return { column: column.id, direction: state.orderDir === 'desc' ? 'descending' : 'ascending' };
}

/** The `orderBy` and `orderDir` a header's sort asks for. */
export function orderFor(
  descriptor: SortDescriptor,
  columns: readonly SortableColumn[],
): { orderBy: string; orderDir: DataTableOrderDirection } | null {
  const column = columns.find((c) => c.id === descriptor.column);
  if (!column) return null;
  return {
    orderBy: column.sortKey ?? column.id,
    orderDir: descriptor.direction === 'descending' ? 'desc' : 'asc',
  };
}
