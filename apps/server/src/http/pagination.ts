import type { Context } from 'hono';
import { ValidationError } from './errors';

/** The largest page a client may ask for. */
export const MAX_PER_PAGE = 100;

export interface PageQuery {
  page: number;
  perPage: number;
}

/** The highest page asked for; past it the offset would leave the database's integers. */
export const MAX_PAGE = 1_000_000;

/** `page` and `perPage` from the query, clamped to sensible values; a page past any list answers 422. */
export function readPageQuery(c: Context, defaultPerPage: number): PageQuery {
  const askedPage = Math.floor(Number(c.req.query('page') ?? 1));
  if (askedPage > MAX_PAGE) {
    throw new ValidationError({ page: [`The page field must not be greater than ${MAX_PAGE}.`] });
  }
  const page = Math.max(1, askedPage || 1);
  const asked = Math.floor(Number(c.req.query('perPage') ?? c.req.query('per_page') ?? defaultPerPage));
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, asked || defaultPerPage));
  return { page, perPage };
}

/** A Laravel length-aware paginator around one page of `items`. */
export function paginate<T>(c: Context, items: T[], query: PageQuery & { total: number }) {
  const lastPage = Math.max(1, Math.ceil(query.total / query.perPage));
  const from = items.length > 0 ? (query.page - 1) * query.perPage + 1 : null;
  const pageUrl = (page: number) => {
    const url = new URL(c.req.url);
    url.searchParams.set('page', String(page));
    return url.toString();
  };
  return {
    current_page: query.page,
    data: items,
    from,
    last_page: lastPage,
    per_page: query.perPage,
    to: from === null ? null : from + items.length - 1,
    total: query.total,
    next_page_url: query.page < lastPage ? pageUrl(query.page + 1) : null,
    prev_page_url: query.page > 1 ? pageUrl(query.page - 1) : null,
  };
}
