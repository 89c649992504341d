import { DEFAULT_LIST_QUERY } from '@tonearm/client/rules';
import { describe, expect, it } from 'vitest';
import { nextListQuery } from './next-list-query';

const onPage4 = { ...DEFAULT_LIST_QUERY, page: 4 };

describe('nextListQuery', () => {
  it('moves to the page asked for', () => {
    expect(nextListQuery(onPage4, { page: 5 }).page).toBe(5);
  });

  it.each([
    ['a new search', { query: 'ann' }],
    ['a new sort', { orderBy: 'name' }],
    ['a new sort direction', { orderDir: 'asc' as const }],
    ['a new page size', { perPage: 50 }],
    ['a new filter', { filters: [{ key: 'suspended', operator: '=' as const, value: true }] }],
  ])('starts again from the first page after %s', (_, change) => {
    expect(nextListQuery(onPage4, change)).toEqual({ ...onPage4, ...change, page: 1 });
  });

  it('stays on the page when nothing that narrows the list changed', () => {
    expect(nextListQuery(onPage4, { query: '' })).toEqual(onPage4);
  });
});
