/** One answer of a paginated list call, as far as paging goes. */
export interface ListPage<Item> {
  pagination: { data: Item[]; current_page: number; last_page: number; total: number };
}

/** The pages loaded so far, as one list. */
export interface PagedItems<Item> {
  /** Every item in order, each once. */
  items: Item[];
  /** How many there are in all, as the last page said; `null` before the first page. */
  total: number | null;
  /** Whether a page after the last one loaded exists. */
  hasMore: boolean;
}

/**
 * Joins the pages loaded so far. An item that moved to a later page while the pages loaded (a like added in
 * between shifts every offset by one) shows once, where it first appeared.
 */
export function joinPages<Item>(
  pages: readonly ListPage<Item>[] | undefined,
  keyOf: (item: Item) => string | number,
): PagedItems<Item> {
  const last = pages?.at(-1);
  if (!pages || !last) return { items: [], total: null, hasMore: false };
  const seen = new Set<string | number>();
  const items: Item[] = [];
  for (const page of pages) {
    for (const item of page.pagination.data) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return {
    items,
    total: last.pagination.total,
    hasMore: last.pagination.current_page < last.pagination.last_page,
  };
}
