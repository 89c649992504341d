/** Where one page sits in the whole list: the 1-based numbers of its first and last rows, and the page count. */
export interface PageRange {
  /** The first row shown, from 1; 0 when the list is empty. */
  from: number;
  /** The last row shown; 0 when the list is empty. */
  to: number;
  /** How many pages the list has; at least 1. */
  pageCount: number;
  /** Whether there is a page before this one. */
  hasPrevious: boolean;
  /** Whether there is a page after this one. */
  hasNext: boolean;
}

/** The rows page `page` shows out of `total`, `perPage` at a time ("16–30 of 42"). */
export function pageRange(page: number, perPage: number, total: number): PageRange {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  if (total <= 0) return { from: 0, to: 0, pageCount, hasPrevious: page > 1, hasNext: false };
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return { from, to: Math.max(to, 0), pageCount, hasPrevious: page > 1, hasNext: page < pageCount };
}
