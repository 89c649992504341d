import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The square of a checkbox, styled from the states of the `group/checkbox` around it (React Aria's `CheckboxButton`):
 * `data-[selected]`, `data-[indeterminate]`, `data-[focus-visible]`, `data-[invalid]`, `data-[disabled]`.
 */
export const checkboxBoxVariants = cva(
  [
    'flex shrink-0 items-center justify-center rounded border-2 border-control bg-background text-primary-foreground',
    'transition-colors group-data-[pressed]/checkbox:scale-95',
    'group-data-[selected]/checkbox:border-primary group-data-[selected]/checkbox:bg-primary',
    'group-data-[indeterminate]/checkbox:border-primary group-data-[indeterminate]/checkbox:bg-primary',
    'group-data-[invalid]/checkbox:border-danger group-data-[invalid]/checkbox:group-data-[selected]/checkbox:bg-danger',
    'group-data-[focus-visible]/checkbox:outline-2 group-data-[focus-visible]/checkbox:outline-offset-2',
    'group-data-[focus-visible]/checkbox:outline-solid group-data-[focus-visible]/checkbox:outline-focus',
  ],
  {
    variants: {
      size: {
        sm: 'size-4 text-[0.625rem]',
        md: 'size-5 text-xs',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type CheckboxBoxVariants = VariantProps<typeof checkboxBoxVariants>;

/** The clickable row of a checkbox: the box and its label. */
export const checkboxButtonStyles =
  'group/checkbox inline-flex cursor-default items-center gap-2 text-sm text-foreground data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';
