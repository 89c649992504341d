export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, and which way. */
export interface SortDescriptor {
  /** The sorted column's `id`. */
  column: string;
  direction: SortDirection;
}

/**
 * The rows in the order a sort asks for; equal rows keep their given order. Without a comparator the rows are
 * returned as they are.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  compare: ((a: Row, b: Row) => number) | undefined,
  direction: SortDirection,
): readonly Row[] {
  if (!compare) return rows;
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b));
}

/** The sort after a column header is activated: the same column flips direction, another starts ascending. */
export function nextSortDescriptor(
  current: SortDescriptor | null | undefined,
  column: string,
): SortDescriptor {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: 'ascending' };
}

/** The `aria-sort` value of a sortable column's header. */
export function ariaSortFor(
  descriptor: SortDescriptor | null | undefined,
  column: string,
): 'ascending' | 'descending' | 'none' {
  return descriptor?.column === column ? descriptor.direction : 'none';
}
