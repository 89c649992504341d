import { cva, type VariantProps } from 'class-variance-authority';

export const skeletonVariants = cva('block animate-pulse bg-muted motion-reduce:animate-none', {
  variants: {
    shape: {
      line: 'h-4 w-full rounded-ui',
      circle: 'aspect-square rounded-full',
      rect: 'rounded-ui',
    },
  },
  defaultVariants: { shape: 'line' },
});

export type SkeletonVariants = VariantProps<typeof skeletonVariants>;
