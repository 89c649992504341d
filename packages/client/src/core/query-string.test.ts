import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('query string', () => {
  it('leaves out null and undefined values', () => {
    expect(toQueryString({ page: 1, query: null, perPage: undefined })).toBe('page=1');
  });

  it('sends booleans as true and false', () => {
    expect(toQueryString({ deleteCurrentUser: true, compact: false })).toBe(
      'deleteCurrentUser=true&compact=false',
    );
  });

  it('repeats the key with brackets for arrays', () => {
    expect(toQueryString({ ids: [1, 2], names: ['a'] })).toBe('ids[]=1&ids[]=2&names[]=a');
  });

  it('does not bracket a key that already ends in []', () => {
    expect(toQueryString({ 'ids[]': [3] })).toBe('ids[]=3');
  });

  it('sends nothing for an empty array', () => {
    expect(toQueryString({ ids: [], page: 0 })).toBe('page=0');
  });

  it('keeps commas readable and encodes everything else', () => {
    expect(toQueryString({ with: 'roles,tokens', query: 'rock & roll/?#' })).toBe(
      'with=roles,tokens&query=rock%20%26%20roll%2F%3F%23',
    );
  });
});
