import { cva, type VariantProps } from 'class-variance-authority';

/** Default row height in pixels; every row has the same height so 10,000 rows cost no measuring. */
export const ROW_HEIGHT = 48;
/** Height of the header row in pixels; rows scrolled into view stop below it. */
export const HEADER_HEIGHT = 40;

const focusOutline =
  'outline-hidden focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-focus';

/**
 * The scrolling grid; `[data-slot="virtual-table"]` or `[data-slot="virtual-list"]`. Give it a height (the
 * default is 24rem): a virtualized grid renders only the rows its height shows.
 */
export const virtualGridVariants = cva(
  // The default height is at zero specificity (`:where`), so a caller's `h-*` replaces it.
  'relative isolate [:where(&)]:h-96 overflow-auto bg-paper text-foreground text-sm',
  {
    variants: {
      frame: {
        /** A card with a border, for a table standing on its own. */
        bordered: 'rounded-panel border border-border',
        /** No border, for a table that fills a page section. */
        plain: '',
      },
    },
    defaultVariants: { frame: 'bordered' },
  },
);

/** The header row; `[data-slot="virtual-table-header"]`. Its row group sticks to the top while the rows scroll. */
export const virtualTableHeaderVariants = cva(
  'grid items-stretch border-border border-b bg-paper font-medium text-muted-foreground text-xs',
);

/**
 * A column header; `[data-slot="virtual-table-column-header"]`, `[aria-sort]` on sortable ones, and
 * `:focus-visible` for the keyboard focus ring.
 */
export const virtualTableColumnHeaderVariants = cva(
  ['flex min-w-0 cursor-default select-none items-center gap-1 px-3', focusOutline],
  {
    variants: {
      align: { start: 'justify-start text-start', end: 'justify-end text-end' },
      sortable: { true: 'hover:text-foreground', false: '' },
    },
    defaultVariants: { align: 'start', sortable: false },
  },
);

/**
 * A row; `[data-slot="virtual-table-row"]` or `[data-slot="virtual-list-row"]`, `[data-selected]` while selected,
 * `:focus-visible` for the keyboard focus ring.
 */
export const virtualRowVariants = cva([
  'absolute top-0 left-0 w-full cursor-default select-none border-border/60 border-b',
  'hover:bg-muted data-[selected]:bg-primary/15',
  focusOutline,
]);

/** A cell; `[data-slot="virtual-table-cell"]`. Long text is cut with an ellipsis. */
export const virtualCellVariants = cva('min-w-0 truncate px-3', {
  variants: {
    align: { start: 'text-start', end: 'text-end tabular-nums' },
  },
  defaultVariants: { align: 'start' },
});

export type VirtualGridVariants = VariantProps<typeof virtualGridVariants>;
