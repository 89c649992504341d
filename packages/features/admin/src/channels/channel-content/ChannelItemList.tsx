import type { ChannelItemSummary } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { itemKey, reorderItems } from './reorder-items';

export interface ChannelItemListProps {
  /** Names the list (the id of its heading). */
  labelledBy: string;
  items: ChannelItemSummary[];
  /** Leave out for a list that cannot be reordered (an auto-updated channel's). */
  onReorder?: (items: ChannelItemSummary[]) => void;
  /** Leave out for a list whose items cannot be removed. */
  onRemove?: (item: ChannelItemSummary) => void;
}

/**
 * A channel's items in order. A manual channel's are dragged by their handle, with the mouse or the keyboard
 * (React Aria's drag and drop: Enter on the handle, arrows to a place, Enter to drop), and removed one by one.
 */
export function ChannelItemList({ labelledBy, items, onReorder, onRemove }: ChannelItemListProps) {
  const { trans } = useTrans();
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => ({ 'text/plain': items.find((item) => itemKey(item) === key)?.name ?? '' })),
    onReorder: (event) =>
      onReorder?.(
        reorderItems(
          items,
          new Set([...event.keys].map(String)),
          String(event.target.key),
          event.target.dropPosition,
        ),
      ),
  });
  return (
    <GridList
      aria-labelledby={labelledBy}
      items={items}
      dragAndDropHooks={onReorder ? dragAndDropHooks : undefined}
      renderEmptyState={() => (
        <p className="px-3 py-4 text-muted-foreground text-sm">{trans('The channel has no content yet.')}</p>
      )}
      className="flex flex-col gap-1 rounded-ui border border-border p-1"
    >
      {(item) => (
        <GridListItem
          id={itemKey(item)}
          textValue={item.name}
          className="flex min-h-11 items-center gap-3 rounded-ui px-2 py-1.5 outline-hidden data-[dragging]:opacity-50 data-[drop-target]:bg-primary/10 data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid"
        >
          {onReorder && (
            <AriaButton
              slot="drag"
              aria-label={trans('Move :name', { name: item.name })}
              className="grid size-11 shrink-0 cursor-grab place-items-center rounded-ui text-muted-foreground outline-hidden data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                <circle cx="9" cy="6" r="1.5" />
                <circle cx="15" cy="6" r="1.5" />
                <circle cx="9" cy="12" r="1.5" />
                <circle cx="15" cy="12" r="1.5" />
                <circle cx="9" cy="18" r="1.5" />
                <circle cx="15" cy="18" r="1.5" />
              </svg>
            </AriaButton>
          )}
          <span className="w-6 text-end text-muted-foreground text-sm tabular-nums">
            {items.findIndex((entry) => itemKey(entry) === itemKey(item)) + 1}
          </span>
          <span className="me-auto truncate font-medium">{item.name}</span>
          {onRemove && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={trans('Remove: :name', { name: item.name })}
              onPress={() => onRemove(item)}
            >
              {trans('Remove')}
            </Button>
          )}
        </GridListItem>
      )}
    </GridList>
  );
}
