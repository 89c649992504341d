import { DEFAULT_LIST_QUERY } from '@tonearm/client/rules';
import { describe, expect, it } from 'vitest';
import { listQueryOf, tableStateOf } from './list-state';

describe("the users list's state", () => {
  it('leaves the order to the server until a column is sorted', () => {
    expect(tableStateOf(DEFAULT_LIST_QUERY)).toEqual({ page: 1, perPage: 15, query: '', filters: [] });
    expect(listQueryOf(tableStateOf(DEFAULT_LIST_QUERY))).toEqual(DEFAULT_LIST_QUERY);
  });

  it('keeps the search, sort and filters between the address and the table', () => {
    const query = {
      ...DEFAULT_LIST_QUERY,
      page: 2,
      query: 'ada',
      orderBy: 'email',
      orderDir: 'asc' as const,
      filters: [
        { key: 'suspended', operator: '=' as const, value: true },
        { key: 'role', operator: '=' as const, value: 5 },
      ],
    };
    expect(listQueryOf(tableStateOf(query))).toEqual(query);
  });
});
