import type { AppearanceMenu } from '@tonearm/client/contract';
import { MenuIcon, useTrans } from '@tonearm/shell';
import { Button, fieldLabelStyles } from '@tonearm/ui';
import { useId } from 'react';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { menuItemErrors } from './menu-errors';

export interface MenuItemListProps {
  menu: AppearanceMenu;
  onOpen: (id: string | number) => void;
  /** Moves the items `keys` before or after the item `target`. */
  onReorder: (keys: ReadonlySet<string>, target: string, position: 'before' | 'after' | 'on') => void;
}

const rowClasses =
  'flex items-center gap-2 rounded-ui px-1 py-1 outline-hidden data-[dragging]:opacity-50 data-[drop-target]:bg-primary/10 data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid';
const handleClasses =
  'grid size-11 shrink-0 cursor-grab place-items-center rounded-ui text-muted-foreground outline-hidden data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid';

/**
 * A menu's items in order, each opening its editor. They move by dragging their handle, with the mouse or the
 * keyboard (React Aria's drag and drop: Enter on the handle, arrows to a place, Enter to drop).
 */
export function MenuItemList({ menu, onOpen, onReorder }: MenuItemListProps) {
  const { trans } = useTrans();
  const labelId = useId();
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => ({
        'text/plain': menu.items.find((item) => String(item.id) === String(key))?.label ?? '',
      })),
    onReorder: (event) =>
      onReorder(new Set([...event.keys].map(String)), String(event.target.key), event.target.dropPosition),
  });
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className={fieldLabelStyles}>
        {trans('Items')}
      </span>
      <GridList
        aria-labelledby={labelId}
        items={menu.items}
        dragAndDropHooks={dragAndDropHooks}
        renderEmptyState={() => (
          <p className="px-3 py-4 text-muted-foreground text-sm">{trans('This menu has no items yet.')}</p>
        )}
        className="flex flex-col gap-1 rounded-ui border border-border p-1"
      >
        {(item) => {
          const label = item.label.trim() || trans('Untitled item');
          const invalid = Object.keys(menuItemErrors(item)).length > 0;
          return (
            <GridListItem
              id={String(item.id)}
              textValue={label}
              className={rowClasses}
              data-menu-item-id={item.id}
            >
              <AriaButton
                slot="drag"
                aria-label={trans('Move :name', { name: label })}
                className={handleClasses}
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
              {item.icon ? (
                <MenuIcon name={item.icon} className="text-muted-foreground" />
              ) : (
                <span aria-hidden="true" className="size-5 shrink-0" />
              )}
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium">{label}</span>
                <span className="truncate text-muted-foreground text-xs">
                  {invalid ? trans('Needs a fix before saving') : item.action}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={trans('Edit :name', { name: label })}
                onPress={() => onOpen(item.id)}
              >
                {trans('Edit')}
              </Button>
            </GridListItem>
          );
        }}
      </GridList>
    </div>
  );
}
