import { SEARCH_QUERY_MAX, SEARCH_TYPES } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { SEARCH_TABS, searchLink, searchQueryOf, searchTabOf } from './search-query';

describe('searchQueryOf', () => {
  it('trims the text and makes runs of spaces one', () => {
    expect(searchQueryOf('  blue \t  hour\n')).toBe('blue hour');
  });

  it('gives nothing to search for when the text is only spaces', () => {
    expect(searchQueryOf('   ')).toBe('');
  });

  it('cuts the text to the longest query the server takes', () => {
    expect(searchQueryOf('a'.repeat(SEARCH_QUERY_MAX + 40))).toHaveLength(SEARCH_QUERY_MAX);
  });
});

describe('searchLink', () => {
  it('links to the search page without a query when there is nothing to search for', () => {
    expect(searchLink(' ')).toBe('/search');
  });

  it('puts the query in the path, encoded, and the tab after it', () => {
    expect(searchLink('Ada & Ivo?')).toBe('/search/Ada%20%26%20Ivo%3F');
    expect(searchLink('nora', 'artists')).toBe('/search/nora/artists');
    expect(searchLink('nora', 'all')).toBe('/search/nora');
  });
});

describe('searchTabOf', () => {
  it('reads a missing tab as all results', () => {
    expect(searchTabOf(undefined)).toBe('all');
  });

  it('accepts each search type as a tab and refuses other names', () => {
    expect(searchTabOf('tracks')).toBe('tracks');
    expect(searchTabOf('all')).toBeNull();
    expect(searchTabOf('songs')).toBeNull();
  });

  it('offers a tab for every type the server searches', () => {
    expect([...SEARCH_TABS].sort()).toEqual([...SEARCH_TYPES].sort());
  });
});
