import type { ReactElement } from 'react';
import {
  type PopoverProps,
  MenuTrigger as RACMenuTrigger,
  type MenuTriggerProps as RACMenuTriggerProps,
} from 'react-aria-components';
import { Popover } from '../popover';
import { MENU_MAX_HEIGHT } from './menu.variants';

export interface MenuTriggerProps extends Omit<RACMenuTriggerProps, 'children'> {
  /** The trigger (usually a `Button`), then the `Menu` (or `SearchableMenu`) it opens. */
  children: [ReactElement, ReactElement];
  /**
   * Where the menu opens relative to the trigger.
   * @default 'bottom start'
   */
  placement?: PopoverProps['placement'];
}

/**
 * Opens its menu on press, Enter, Space or ArrowDown (ArrowUp focuses the last item); Escape closes it and
 * returns focus to the trigger. The menu is at most 720 px tall and becomes a modal at 768 px wide or less.
 */
export function MenuTrigger({ children, placement = 'bottom start', ...props }: MenuTriggerProps) {
  const [trigger, menu] = children;
  return (
    <RACMenuTrigger {...props}>
      {trigger}
      <Popover placement={placement} maxHeight={MENU_MAX_HEIGHT}>
        {menu}
      </Popover>
    </RACMenuTrigger>
  );
}
