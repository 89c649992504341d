import { cva, type VariantProps } from 'class-variance-authority';

export const skeletonVariants = cva('block animate-pulse bg-muted motion-reduce:animate-none', {
  variants: {
    shape: {
      // A default size, at zero specificity (`:where`) so a caller's `h-*`, `w-*` or `size-*` replaces it.
      line: '[:where(&)]:h-4 [:where(&)]:w-full rounded-ui',
      circle: 'aspect-square rounded-full',
      rect: 'rounded-ui',
    },
  },
  defaultVariants: { shape: 'line' },
});

export type SkeletonVariants = VariantProps<typeof skeletonVariants>;
