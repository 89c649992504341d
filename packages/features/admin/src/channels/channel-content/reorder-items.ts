import type { ChannelItemSummary } from '@tonearm/client/contract';

/** The key of an item in the content list: its model and id, since a channel of channels mixes none but may. */
export const itemKey = (item: Pick<ChannelItemSummary, 'model_type' | 'id'>) =>
  `${item.model_type}.${item.id}`;

/** `items` with the dragged `keys` moved before or after `target`, the others keeping their order. */
export function reorderItems(
  items: readonly ChannelItemSummary[],
  keys: ReadonlySet<string>,
  target: string,
  position: 'before' | 'after' | 'on',
): ChannelItemSummary[] {
  const moving = items.filter((item) => keys.has(itemKey(item)));
  const staying = items.filter((item) => !keys.has(itemKey(item)));
  const at = staying.findIndex((item) => itemKey(item) === target);
  if (at < 0) return [...items];
  const index = position === 'after' ? at + 1 : at;
  return [...staying.slice(0, index), ...moving, ...staying.slice(index)];
}
