import type { ListFilter, ListQuery } from '@tonearm/client/rules';
import type { DataTableFilter, DataTableState } from '@tonearm/ui';

/** The data table's view of an admin list query kept in the address. */
export function tableStateOf(query: ListQuery): DataTableState {
  return {
    page: query.page,
    perPage: query.perPage,
    query: query.query,
    orderBy: query.orderBy ?? undefined,
    orderDir: query.orderBy === null ? undefined : query.orderDir,
    // The table never sends an empty value; an address edited by hand may hold one, which the table cannot show.
    filters: query.filters.flatMap((filter): DataTableFilter[] =>
      filter.value === null ? [] : [{ key: filter.key, operator: filter.operator, value: filter.value }],
    ),
  };
}

/** The list query for a state the data table asks for. */
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
