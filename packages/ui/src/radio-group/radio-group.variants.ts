import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The circle of a radio, styled from the states of the `group/radio` around it (React Aria's `RadioButton`):
 * `data-[selected]`, `data-[focus-visible]`, `data-[invalid]`, `data-[pressed]`.
 */
export const radioCircleVariants = cva(
  [
    'flex shrink-0 items-center justify-center rounded-full border-2 border-control bg-background transition-colors',
    'after:block after:rounded-full after:bg-primary-foreground after:opacity-0 after:content-[""]',
    'group-data-[selected]/radio:border-primary group-data-[selected]/radio:bg-primary group-data-[selected]/radio:after:opacity-100',
    'group-data-[invalid]/radio:border-danger group-data-[invalid]/radio:group-data-[selected]/radio:bg-danger',
    'group-data-[pressed]/radio:scale-95',
    'group-data-[focus-visible]/radio:outline-2 group-data-[focus-visible]/radio:outline-offset-2',
    'group-data-[focus-visible]/radio:outline-solid group-data-[focus-visible]/radio:outline-focus',
  ],
  {
    variants: {
      size: {
        sm: 'size-4 after:size-1.5',
        md: 'size-5 after:size-2',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type RadioCircleVariants = VariantProps<typeof radioCircleVariants>;
