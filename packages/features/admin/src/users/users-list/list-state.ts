import type { ListFilter, ListQuery } from '@tonearm/client/rules';
import type { DataTableFilter, DataTableState } from '@tonearm/ui';

/** The list's query (kept in the address) as the data table's state. */
export function tableStateOf(query: ListQuery): DataTableState {
  return {
    page: query.page,
    perPage: query.perPage,
    query: query.query,
    orderBy: query.orderBy ?? undefined,
    orderDir: query.orderBy === null ? undefined : query.orderDir,
    filters: query.filters.flatMap((filter): DataTableFilter[] =>
      filter.value === null ? [] : [{ key: filter.key, operator: filter.operator, value: filter.value }],
    ),
  };
}

/** The data table's state as the list's query. */
export function listQueryOf(state: DataTableState): ListQuery {
  return {
    page: state.page,
    perPage: state.perPage,
    query: state.query,
    orderBy: state.orderBy ?? null,
    orderDir: state.orderDir ?? 'desc',
    filters: state.filters.map((filter): ListFilter => ({ ...filter })),
  };
}
