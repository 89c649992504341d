import { describe, expect, it } from 'vitest';
import {
  type DataTableState,
  DEFAULT_DATA_TABLE_STATE,
  isNarrowed,
  PER_PAGE_OPTIONS,
  withFilter,
  withoutFilter,
  withPerPage,
  withQuery,
} from './data-table-state';

describe('table state', () => {
  const state: DataTableState = { ...DEFAULT_DATA_TABLE_STATE, page: 3 };

  it('starts on page 1 with 15 rows a page out of 10, 15, 20, 50 and 100', () => {
    expect(DEFAULT_DATA_TABLE_STATE).toMatchObject({ page: 1, perPage: 15, query: '', filters: [] });
    expect(PER_PAGE_OPTIONS).toEqual([10, 15, 20, 50, 100]);
  });

  it('goes back to page 1 when the search changes', () => {
    expect(withQuery(state, 'ada')).toMatchObject({ query: 'ada', page: 1 });
  });

  it('keeps one filter per key, replacing it in place, and goes back to page 1', () => {
    const one = withFilter(state, { key: 'status', operator: '=', value: 'active' });
    const two = withFilter(one, { key: 'plays', operator: '>', value: 10 });
    const edited = withFilter(two, { key: 'status', operator: '=', value: 'suspended' });
    expect(edited.filters.map((f) => [f.key, f.value])).toEqual([
      ['status', 'suspended'],
      ['plays', 10],
    ]);
    expect(edited.page).toBe(1);
    expect(withoutFilter(edited, 'status').filters.map((f) => f.key)).toEqual(['plays']);
  });

  it('keeps the first row shown in view when the page size changes', () => {
    // Page 3 of 15 starts at row 31, which is on page 2 of 20 (rows 21–40).
    expect(withPerPage(state, 20)).toMatchObject({ perPage: 20, page: 2 });
    expect(withPerPage(state, 100)).toMatchObject({ page: 1 });
  });

  it('tells a search or filter that matches nothing from a list with no rows', () => {
    expect(isNarrowed(DEFAULT_DATA_TABLE_STATE)).toBe(false);
    expect(isNarrowed({ query: '  ', filters: [] })).toBe(false);
    expect(isNarrowed({ query: 'ada', filters: [] })).toBe(true);
    expect(isNarrowed({ query: '', filters: [{ key: 'a', operator: '=', value: 1 }] })).toBe(true);
  });
});
