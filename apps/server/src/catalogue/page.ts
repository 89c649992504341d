import { CATALOGUE_PER_PAGE } from '@tonearm/client/contract';
import type { Context } from 'hono';
import { paginate, readPageQuery } from '../http/pagination';

/**
 * One page of a catalogue list: counts the matches, fetches the ids of the page and turns them into models, so
 * every list shares one query shape whatever it holds.
 */
export async function pageOf<T>(
  c: Context,
  total: () => Promise<number>,
  idsOfPage: (limit: number, offset: number) => Promise<number[]>,
  load: (ids: number[]) => Promise<T[]>,
  defaultPerPage = CATALOGUE_PER_PAGE,
) {
  const { page, perPage } = readPageQuery(c, defaultPerPage);
  const [count, ids] = await Promise.all([total(), idsOfPage(perPage, (page - 1) * perPage)]);
  return paginate(c, await load(ids), { page, perPage, total: count });
}

/** The first value of a `count()` select. */
export function countOf(rows: { value: number }[]): number {
  return rows[0]?.value ?? 0;
}
