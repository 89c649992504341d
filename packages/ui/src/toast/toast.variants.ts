import { cva, type VariantProps } from 'class-variance-authority';

/** The fixed, always-mounted strip that holds the toast. */
export const toastRegionVariants = cva('pointer-events-none fixed inset-x-4 bottom-4 z-50 flex', {
  variants: {
    position: {
      'bottom-center': 'justify-center',
      'bottom-right': 'justify-end',
    },
  },
  defaultVariants: { position: 'bottom-center' },
});

/** A toast is 288 to 500 px wide (never wider than the screen allows). */
export const toastVariants = cva(
  [
    'pointer-events-auto flex w-fit min-w-[min(288px,100%)] max-w-[min(500px,100%)] items-center gap-3',
    'rounded-panel border bg-paper py-2 pr-2 pl-4 text-sm text-foreground shadow-lg',
  ],
  {
    variants: {
      type: {
        positive: 'border-border',
        danger: 'border-danger',
        loading: 'border-border',
      },
    },
    defaultVariants: { type: 'positive' },
  },
);

export const toastIconVariants = cva('size-5 shrink-0', {
  variants: {
    type: {
      positive: 'text-positive',
      danger: 'text-danger',
      loading: 'text-muted-foreground motion-safe:animate-spin',
    },
  },
  defaultVariants: { type: 'positive' },
});

export type ToastRegionVariants = VariantProps<typeof toastRegionVariants>;
