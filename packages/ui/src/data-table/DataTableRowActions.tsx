import type { ReactNode } from 'react';
import { Button } from '../button';
import { Menu, MenuTrigger } from '../menu';
import { useDataTable } from './data-table-context';
import { MoreIcon } from './icons';

export interface DataTableRowActionsProps {
  /**
   * The button's accessible name; name the row ('Actions for Ada Lovelace').
   * @default the labels' `rowActions` ('Actions')
   */
  'aria-label'?: string;
  /** The row's actions: `MenuItem`s, each with `onAction`, or `href` to navigate. */
  children: ReactNode;
}

/**
 * A row's menu of actions (edit, suspend, delete…) behind a "more" button, for a data table column's cell. In the
 * grid, arrow keys reach the button; Enter, Space or ArrowDown opens the menu and Escape returns to the button.
 */
export function DataTableRowActions({ 'aria-label': ariaLabel, children }: DataTableRowActionsProps) {
  const { labels } = useDataTable();
  return (
    <MenuTrigger placement="bottom end">
      <Button variant="ghost" size="sm" isIconOnly aria-label={ariaLabel ?? labels.rowActions}>
        <MoreIcon />
      </Button>
      <Menu>{children}</Menu>
    </MenuTrigger>
  );
}
