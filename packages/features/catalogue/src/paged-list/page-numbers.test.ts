import { describe, expect, it } from 'vitest';
import { pageFromQuery } from './page-from-query';
import { pageNumbers } from './page-numbers';

const labels = (current: number, last: number) =>
  pageNumbers(current, last).map((item) => (item.type === 'page' ? item.page : '…'));

describe('pageNumbers', () => {
  it('shows every page of a short list', () => {
    expect(labels(1, 1)).toEqual([1]);
    expect(labels(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and the pages around the current one, with gaps between', () => {
    expect(labels(1, 20)).toEqual([1, 2, '…', 20]);
    expect(labels(10, 20)).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(labels(20, 20)).toEqual([1, '…', 19, 20]);
  });

  it('shows a single left-out page instead of a gap standing for it', () => {
    expect(labels(4, 20)).toEqual([1, 2, 3, 4, 5, '…', 20]);
  });
});

describe('pageFromQuery', () => {
  it('reads a whole page number and falls back to the first page for anything else', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery('0')).toBe(1);
    expect(pageFromQuery('-2')).toBe(1);
    expect(pageFromQuery('two')).toBe(1);
    expect(pageFromQuery('1e9')).toBe(1);
  });
});
