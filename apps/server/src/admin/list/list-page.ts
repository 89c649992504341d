import type { Context } from 'hono';
import { paginate } from '../../http/pagination';
import type { ValidListQuery } from './read-list-query';

/** How to read one page of a list: its total and its rows, given the same condition. */
export interface ListPageReader<T> {
  count(): Promise<number>;
  rows(limit: number, offset: number): Promise<T[]>;
}

/** `{pagination: {data, from, to, total, per_page, current_page, last_page}}` for one page of a list. */
export async function listPage<T>(c: Context, query: ValidListQuery, reader: ListPageReader<T>) {
  const offset = (query.page - 1) * query.perPage;
  const [total, items] = await Promise.all([reader.count(), reader.rows(query.perPage, offset)]);
  return { pagination: paginate(c, items, { page: query.page, perPage: query.perPage, total }) };
}
