import type { ChannelItemSummary } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { reorderItems } from './reorder-items';

const item = (id: number): ChannelItemSummary => ({
  model_type: 'track',
  id,
  name: `Track ${id}`,
  image: null,
});
const ids = (items: ChannelItemSummary[]) => items.map((entry) => entry.id);

describe('reordering a channel’s items', () => {
  it('moves an item before the one it is dropped on', () => {
    expect(ids(reorderItems([item(1), item(2), item(3)], new Set(['track.3']), 'track.1', 'before'))).toEqual(
      [3, 1, 2],
    );
  });

  it('moves an item after the one it is dropped on, keeping the others in order', () => {
    expect(ids(reorderItems([item(1), item(2), item(3)], new Set(['track.1']), 'track.2', 'after'))).toEqual([
      2, 1, 3,
    ]);
  });

  it('leaves the list as it was when the target is among the moved items', () => {
    expect(ids(reorderItems([item(1), item(2)], new Set(['track.1']), 'track.1', 'before'))).toEqual([1, 2]);
  });
});
