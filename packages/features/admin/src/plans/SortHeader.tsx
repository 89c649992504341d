import type { ListQuery } from '@tonearm/client/rules';
import { Button } from '@tonearm/ui';

export interface SortHeaderProps {
  label: string;
  sortKey: string;
  query: ListQuery;
  onSort: (change: Pick<ListQuery, 'orderBy' | 'orderDir'>) => void;
}

/** A column header that sorts the list by its key, ascending first, and says its order to screen readers. */
export function SortHeader({ label, sortKey, query, onSort }: SortHeaderProps) {
  const active = query.orderBy === sortKey;
  const sort = active ? (query.orderDir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={sort} className="px-3 py-2 text-left font-medium">
      <Button
        variant="ghost"
        size="sm"
        onPress={() =>
          onSort({ orderBy: sortKey, orderDir: active && query.orderDir === 'asc' ? 'desc' : 'asc' })
        }
      >
        {label}
        <span aria-hidden="true">{active ? (query.orderDir === 'asc' ? ' ↑' : ' ↓') : ''}</span>
      </Button>
    </th>
  );
}
