import { describe, expect, it } from 'vitest';
import { tracksForMenu } from './tracks-for-menu';

const tracks = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

describe('tracksForMenu', () => {
  it('acts on the row alone when it is not selected', () => {
    expect(tracksForMenu(tracks, new Set([1, 3]), { id: 2 })).toEqual([{ id: 2 }]);
  });

  it('acts on the whole selection, in list order, when the row is part of it', () => {
    expect(tracksForMenu(tracks, new Set([4, 1, 3]), { id: 3 })).toEqual([{ id: 1 }, { id: 3 }, { id: 4 }]);
  });

  it('acts on the row when it is the only one selected', () => {
    expect(tracksForMenu(tracks, new Set([2]), { id: 2 })).toEqual([{ id: 2 }]);
  });
});
