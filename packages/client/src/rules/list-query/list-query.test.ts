import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_QUERY,
  decodeListFilters,
  encodeListFilters,
  InvalidListFiltersError,
  type ListFilter,
  listQueryFromSearchParams,
  listQueryToSearchParams,
} from './list-query';

const filters: ListFilter[] = [
  { key: 'role', operator: '=', value: 3 },
  { key: 'suspended', operator: '=', value: true },
  {
    key: 'created_at',
    operator: 'between',
    value: { start: '2026-01-01T00:00:00Z', end: '2026-02-01T00:00:00Z' },
  },
  { key: 'name', operator: '!=', value: 'Zoë & “Björk”/+' },
];

describe('list filters in the address', () => {
  it('round-trips every kind of value, non-ASCII text included', () => {
    expect(decodeListFilters(encodeListFilters(filters))).toEqual(filters);
  });

  it('uses only characters an address keeps as they are', () => {
    expect(encodeListFilters(filters)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('encodes no filters as an empty parameter and reads a missing one as none', () => {
    expect(encodeListFilters([])).toBe('');
    expect(decodeListFilters(null)).toEqual([]);
    expect(decodeListFilters('')).toEqual([]);
  });

  it.each([
    ['not base64', '%%%'],
    ['not JSON', btoa('nope')],
    ['not a list', btoa('{"key":"role"}')],
    ['an unknown operator', btoa('[{"key":"role","operator":"like","value":"a"}]')],
    ['an object value that is not a date range', btoa('[{"key":"role","operator":"=","value":{"a":1}}]')],
    ['an empty key', btoa('[{"key":"","operator":"=","value":1}]')],
  ])('refuses %s', (_, encoded) => {
    expect(() => decodeListFilters(encoded)).toThrow(InvalidListFiltersError);
  });
});

describe('list query in the address', () => {
  it('leaves defaults out of the address', () => {
    expect(listQueryToSearchParams(DEFAULT_LIST_QUERY).toString()).toBe('');
  });

  it('round-trips a filtered, sorted, searched page', () => {
    const query = {
      page: 3,
      perPage: 50,
      query: 'ann',
      orderBy: 'created_at',
      orderDir: 'asc' as const,
      filters,
    };
    expect(listQueryFromSearchParams(listQueryToSearchParams(query))).toEqual(query);
  });

  it('falls back to the defaults for what it cannot read', () => {
    const params = new URLSearchParams({ page: '-2', perPage: '7', orderDir: 'sideways', filters: '%%%' });
    expect(listQueryFromSearchParams(params)).toEqual(DEFAULT_LIST_QUERY);
  });
});
