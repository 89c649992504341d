import { cva } from 'class-variance-authority';
import { insetFocusRing } from '../utils/focus-ring';

/** The row (or column) of tabs; its `data-[orientation]` places each tab's selection bar. */
export const tabListStyles =
  'group/tab-list flex gap-1 data-[orientation=horizontal]:border-b data-[orientation=vertical]:flex-col data-[orientation=vertical]:border-e border-border';

/** One tab; states from `data-[selected]`, `data-[hovered]`, `data-[focus-visible]`, `data-[disabled]`. */
export const tabVariants = cva([
  'relative flex cursor-default items-center gap-2 px-3 py-2 text-sm font-medium text-muted-foreground transition-colors',
  'data-[hovered]:text-foreground data-[selected]:text-foreground',
  'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
  'after:absolute after:rounded-full after:bg-transparent data-[selected]:after:bg-primary',
  'after:inset-x-2 after:-bottom-px after:h-0.5',
  'group-data-[orientation=vertical]/tab-list:after:inset-x-auto group-data-[orientation=vertical]/tab-list:after:inset-y-1',
  'group-data-[orientation=vertical]/tab-list:after:-end-px group-data-[orientation=vertical]/tab-list:after:h-auto',
  'group-data-[orientation=vertical]/tab-list:after:w-0.5',
  insetFocusRing,
  'data-[focus-visible]:rounded-ui',
]);
