import { cva, type VariantProps } from 'class-variance-authority';

export const spinnerVariants = cva('inline-flex shrink-0 items-center justify-center text-current', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-6',
      lg: 'size-10',
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = VariantProps<typeof spinnerVariants>;
