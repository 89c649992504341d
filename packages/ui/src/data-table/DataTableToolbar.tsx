import type { HTMLAttributes, Ref } from 'react';
import { cn } from '../utils/cn';

export interface DataTableToolbarProps extends HTMLAttributes<HTMLDivElement> {
  /** A ref to the toolbar's `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The row above a data table: the search field, "Add filter", and the page's own actions (an "Add user" button)
 * pushed to the end with `ms-auto`. Wraps on narrow screens. Styling hook: `[data-slot="data-table-toolbar"]`.
 */
export function DataTableToolbar({ className, ...props }: DataTableToolbarProps) {
  return (
    <div
      {...props}
      data-slot="data-table-toolbar"
      className={cn('flex flex-wrap items-center gap-2', className)}
    />
  );
}
