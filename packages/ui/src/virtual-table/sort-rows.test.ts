import { describe, expect, it } from 'vitest';
import { ariaSortFor, nextSortDescriptor, sortRows } from './sort-rows';

const tracks = [
  { title: 'Bravo', plays: 2 },
  { title: 'Alpha', plays: 1 },
  { title: 'Charlie', plays: 2 },
];
const byPlays = (a: { plays: number }, b: { plays: number }) => a.plays - b.plays;

describe('sortRows', () => {
  it('orders rows ascending and descending by the column comparator', () => {
    const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);
    expect(sortRows(tracks, byTitle, 'ascending').map((t) => t.title)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(sortRows(tracks, byTitle, 'descending').map((t) => t.title)).toEqual([
      'Charlie',
      'Bravo',
      'Alpha',
    ]);
  });

  it('keeps equal rows in their given order in both directions', () => {
    expect(sortRows(tracks, byPlays, 'ascending').map((t) => t.title)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(sortRows(tracks, byPlays, 'descending').map((t) => t.title)).toEqual([
      'Bravo',
      'Charlie',
      'Alpha',
    ]);
  });

  it('returns the same rows untouched without a comparator', () => {
    expect(sortRows(tracks, undefined, 'descending')).toBe(tracks);
  });

  it('leaves the given array unchanged', () => {
    sortRows(tracks, byPlays, 'ascending');
    expect(tracks.map((t) => t.title)).toEqual(['Bravo', 'Alpha', 'Charlie']);
  });
});

describe('nextSortDescriptor', () => {
  it('starts a newly sorted column ascending', () => {
    expect(nextSortDescriptor(null, 'title')).toEqual({ column: 'title', direction: 'ascending' });
    expect(nextSortDescriptor({ column: 'artist', direction: 'descending' }, 'title')).toEqual({
      column: 'title',
      direction: 'ascending',
    });
  });

  it('flips the direction of the column already sorted', () => {
    expect(nextSortDescriptor({ column: 'title', direction: 'ascending' }, 'title').direction).toBe(
      'descending',
    );
    expect(nextSortDescriptor({ column: 'title', direction: 'descending' }, 'title').direction).toBe(
      'ascending',
    );
  });
});

describe('ariaSortFor', () => {
  it('reports the direction on the sorted column and none on the others', () => {
    const sort = { column: 'title', direction: 'descending' } as const;
    expect(ariaSortFor(sort, 'title')).toBe('descending');
    expect(ariaSortFor(sort, 'artist')).toBe('none');
    expect(ariaSortFor(null, 'title')).toBe('none');
  });
});
