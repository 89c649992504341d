import { cva, type VariantProps } from 'class-variance-authority';
import { insetFocusRing } from '../utils/focus-ring';

/** The frame around the table; `[data-slot="data-table"]`, `[data-loading]` while a page loads. */
export const dataTableFrameVariants = cva(
  'relative w-full overflow-x-auto rounded-panel border border-border bg-paper text-foreground text-sm',
);

/**
 * A column header; `[data-slot="data-table-column"]` with React Aria's `[data-allows-sorting]`,
 * `[data-sort-direction]` and `[data-focus-visible]`.
 */
export const dataTableColumnVariants = cva(
  [
    'h-10 whitespace-nowrap border-border border-b px-3 font-medium text-muted-foreground text-xs',
    'data-[allows-sorting]:cursor-default data-[allows-sorting]:data-[hovered]:text-foreground',
    insetFocusRing,
  ],
  {
    variants: {
      align: { start: 'text-start', end: 'text-end' },
    },
    defaultVariants: { align: 'start' },
  },
);

/** A row; `[data-slot="data-table-row"]` with React Aria's `[data-selected]`, `[data-hovered]`, `[data-focus-visible]`. */
export const dataTableRowVariants = cva([
  'cursor-default border-border/60 border-b last:border-b-0',
  'data-[hovered]:bg-muted data-[selected]:bg-primary/15',
  insetFocusRing,
]);

/** A cell; `[data-slot="data-table-cell"]`. */
export const dataTableCellVariants = cva(['h-12 px-3 py-1.5', insetFocusRing], {
  variants: {
    align: { start: 'text-start', end: 'text-end tabular-nums' },
  },
  defaultVariants: { align: 'start' },
});

export type DataTableCellVariants = VariantProps<typeof dataTableCellVariants>;
