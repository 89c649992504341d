import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_TABLE_LABELS } from './data-table-labels';
import { pageRange } from './pagination';

describe('page range ("from–to of total")', () => {
  it('names the rows of a middle page', () => {
    expect(pageRange(2, 15, 42)).toEqual({
      from: 16,
      to: 30,
      pageCount: 3,
      hasPrevious: true,
      hasNext: true,
    });
  });

  it('ends the last page at the total', () => {
    expect(pageRange(3, 15, 42)).toMatchObject({ from: 31, to: 42, hasNext: false });
  });

  it('shows 0–0 and one page for an empty list', () => {
    expect(pageRange(1, 15, 0)).toEqual({ from: 0, to: 0, pageCount: 1, hasPrevious: false, hasNext: false });
  });

  it('reads as "16–30 of 42" in English, with thousands separated', () => {
    expect(DEFAULT_DATA_TABLE_LABELS.range(16, 30, 42)).toBe('16–30 of 42');
    expect(DEFAULT_DATA_TABLE_LABELS.range(99_991, 100_000, 100_000)).toBe('99,991–100,000 of 100,000');
  });
});
