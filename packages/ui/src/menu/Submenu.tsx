import type { ReactNode } from 'react';
import { SubmenuTrigger } from 'react-aria-components';
import { Popover } from '../popover';
import { Menu, type MenuProps } from './Menu';
import { MenuItem } from './MenuItem';
import { MENU_MAX_HEIGHT } from './menu.variants';

export interface SubmenuProps<T> extends Omit<MenuProps<T>, 'children'> {
  /** The label of the item that opens the submenu. */
  label: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** The submenu's items. */
  children: MenuProps<T>['children'];
  /**
   * Milliseconds of hovering before the submenu opens.
   * @default 200
   */
  delay?: number;
}

/**
 * An item that opens a nested menu on hover, ArrowRight or Enter; ArrowLeft or Escape closes it. Use inside a
 * `Menu` like any item.
 */
export function Submenu<T extends object>({ label, icon, children, delay, ...menuProps }: SubmenuProps<T>) {
  return (
    <SubmenuTrigger {...(delay === undefined ? {} : { delay })}>
      <MenuItem icon={icon}>{label}</MenuItem>
      <Popover maxHeight={MENU_MAX_HEIGHT}>
        <Menu {...menuProps}>{children}</Menu>
      </Popover>
    </SubmenuTrigger>
  );
}
