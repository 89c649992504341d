import { describe, expect, it } from 'vitest';
import { joinPages, type ListPage } from './paged-list';

const pageOf = (ids: number[], current: number, last: number, total: number): ListPage<{ id: number }> => ({
  pagination: { data: ids.map((id) => ({ id })), current_page: current, last_page: last, total },
});
const byId = (item: { id: number }) => item.id;

describe('joinPages', () => {
  it('is empty, with no total, before the first page', () => {
    expect(joinPages(undefined, byId)).toEqual({ items: [], total: null, hasMore: false });
  });

  it('joins the pages in order and says whether more follow', () => {
    const joined = joinPages([pageOf([1, 2], 1, 3, 5), pageOf([3, 4], 2, 3, 5)], byId);
    expect(joined.items.map(byId)).toEqual([1, 2, 3, 4]);
    expect(joined).toMatchObject({ total: 5, hasMore: true });
    expect(joinPages([pageOf([1, 2], 1, 1, 2)], byId).hasMore).toBe(false);
  });

  it('shows an item pushed onto the next page by a new like once', () => {
    const joined = joinPages([pageOf([1, 2], 1, 2, 4), pageOf([2, 3], 2, 2, 4)], byId);
    expect(joined.items.map(byId)).toEqual([1, 2, 3]);
  });
});
