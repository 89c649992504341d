import { decodeListFilters, type ListFilter } from '@tonearm/client/rules';

/** A page of `rows` as an admin list answers it. */
export function storyPagination<T>(rows: T[], page: number, perPage: number) {
  const data = rows.slice((page - 1) * perPage, page * perPage);
  return {
    data,
    from: data.length === 0 ? null : (page - 1) * perPage + 1,
    to: data.length === 0 ? null : (page - 1) * perPage + data.length,
    total: rows.length,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(rows.length / perPage)),
  };
}

/** The list parameters of a request, as the story servers read them. */
export function storyListParams(url: string): {
  query: string;
  page: number;
  perPage: number;
  filters: ListFilter[];
} {
  const params = new URL(url).searchParams;
  return {
    query: (params.get('query') ?? '').toLowerCase(),
    page: Number(params.get('page') ?? 1),
    perPage: Number(params.get('perPage') ?? 15),
    filters: decodeListFilters(params.get('filters') ?? ''),
  };
}

/** A 422 as the server words it, on one field. */
export const storyRefusal = (field: string, message: string) => ({ message, errors: { [field]: [message] } });
