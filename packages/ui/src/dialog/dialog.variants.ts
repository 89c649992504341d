import { cva, type VariantProps } from 'class-variance-authority';

/** The dimmed backdrop behind a modal; `[data-slot="modal-overlay"]`. */
export const modalOverlayVariants = cva(
  'fixed inset-0 z-50 flex min-h-full items-center justify-center overflow-y-auto bg-backdrop',
  {
    variants: {
      size: { sm: 'p-4', md: 'p-4', lg: 'p-4', fullscreen: 'p-0' },
    },
    defaultVariants: { size: 'md' },
  },
);

/** The modal's surface; `[data-slot="modal"]`, `[data-size]`. */
export const modalVariants = cva('w-full bg-paper text-foreground shadow-xl outline-none', {
  variants: {
    size: {
      sm: 'max-w-sm rounded-panel border border-border',
      md: 'max-w-lg rounded-panel border border-border',
      lg: 'max-w-3xl rounded-panel border border-border',
      fullscreen: 'h-full max-w-none',
    },
  },
  defaultVariants: { size: 'md' },
});

/** The dialog inside a modal or popover; `[data-slot="dialog"]`. */
export const dialogVariants = cva('relative flex max-h-[inherit] flex-col gap-4 outline-none', {
  variants: {
    padding: { none: 'p-0', md: 'p-4', lg: 'p-6' },
  },
  defaultVariants: { padding: 'lg' },
});

export type ModalVariants = VariantProps<typeof modalVariants>;
export type DialogVariants = VariantProps<typeof dialogVariants>;
