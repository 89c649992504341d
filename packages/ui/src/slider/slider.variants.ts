import { cva, type VariantProps } from 'class-variance-authority';

/** The bar the thumb slides along. */
export const sliderTrackVariants = cva('relative w-full touch-none data-[disabled]:opacity-50', {
  variants: {
    size: {
      sm: 'h-4 [&_[data-slot=slider-rail]]:h-1',
      md: 'h-6 [&_[data-slot=slider-rail]]:h-1.5',
    },
  },
  defaultVariants: { size: 'md' },
});

/** The handle; states from `data-[dragging]`, `data-[focus-visible]`, `data-[disabled]`. */
export const sliderThumbVariants = cva(
  [
    'top-1/2 rounded-full border-2 border-background bg-primary shadow transition-transform',
    'data-[dragging]:scale-110 data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-1',
    'data-[focus-visible]:outline-solid data-[focus-visible]:outline-focus',
  ],
  {
    variants: {
      size: {
        sm: 'size-3.5',
        md: 'size-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SliderVariants = VariantProps<typeof sliderTrackVariants>;
