import { DEFAULT_LIST_QUERY } from '@tonearm/client/rules';
import { describe, expect, it } from 'vitest';
import { listQueryOf, tableStateOf } from './table-state';

describe('an admin list state', () => {
  it('leaves the order to the server until a column is sorted', () => {
    expect(tableStateOf(DEFAULT_LIST_QUERY)).toMatchObject({ orderBy: undefined, orderDir: undefined });
    expect(listQueryOf(tableStateOf(DEFAULT_LIST_QUERY))).toEqual(DEFAULT_LIST_QUERY);
  });

  it('round-trips a sorted, searched and filtered page', () => {
    const query = {
      page: 2,
      perPage: 50,
      query: 'art',
      orderBy: 'users_count',
      orderDir: 'asc' as const,
      filters: [{ key: 'default', operator: '=' as const, value: true }],
    };
    expect(listQueryOf(tableStateOf(query))).toEqual(query);
  });

  it('drops a filter without a value, which the table cannot show', () => {
    const state = tableStateOf({
      ...DEFAULT_LIST_QUERY,
      filters: [{ key: 'default', operator: '=', value: null }],
    });
    expect(state.filters).toEqual([]);
  });
});
