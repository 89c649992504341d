import { cva, type VariantProps } from 'class-variance-authority';
import { focusRing } from '../utils/focus-ring';

/** Every variant but `link` draws a box of its size; a link-styled button sits in running text and has none. */
const boxedVariants: ('primary' | 'secondary' | 'outline' | 'ghost' | 'danger')[] = [
  'primary',
  'secondary',
  'outline',
  'ghost',
  'danger',
];

/**
 * The look of a button, shared by `Button`, `ButtonLink` and any link that must look like a button. Interaction
 * states come from React Aria's data attributes (`data-hovered`, `data-pressed`, `data-disabled`, `data-pending`).
 * The cursor is left to the element: `Button` adds `cursor-default`, `ButtonLink` adds `cursor-pointer`.
 */
export const buttonVariants = cva(
  [
    'group/button relative inline-flex shrink-0 select-none items-center justify-center gap-2',
    'whitespace-nowrap rounded-button font-medium no-underline transition-colors [&_svg]:shrink-0',
    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[pending]:cursor-wait',
    focusRing,
  ],
  {
    variants: {
      variant: {
        primary:
          'bg-primary text-primary-foreground data-[hovered]:bg-primary/90 data-[pressed]:bg-primary/90',
        secondary: 'bg-muted text-foreground data-[hovered]:bg-border data-[pressed]:bg-border',
        outline:
          'border border-control bg-background text-foreground data-[hovered]:bg-muted data-[pressed]:bg-muted',
        ghost: 'bg-transparent text-foreground data-[hovered]:bg-muted data-[pressed]:bg-muted',
        danger: 'bg-danger text-danger-foreground data-[hovered]:bg-danger/90 data-[pressed]:bg-danger/90',
        link: 'bg-transparent text-primary underline-offset-4 data-[hovered]:underline',
      },
      size: {
        sm: 'text-sm',
        md: 'text-sm',
        lg: 'text-base',
      },
      iconOnly: {
        true: '',
        false: '',
      },
    },
    // The box of each size is set by exactly one rule, so no class has to override another.
    compoundVariants: [
      { variant: boxedVariants, iconOnly: false, size: 'sm', className: 'h-8 px-3' },
      { variant: boxedVariants, iconOnly: false, size: 'md', className: 'h-10 px-4' },
      { variant: boxedVariants, iconOnly: false, size: 'lg', className: 'h-12 px-6' },
      { variant: boxedVariants, iconOnly: true, size: 'sm', className: 'size-8' },
      { variant: boxedVariants, iconOnly: true, size: 'md', className: 'size-10' },
      { variant: boxedVariants, iconOnly: true, size: 'lg', className: 'size-12' },
      { iconOnly: true, size: 'sm', className: '[&_svg]:size-4' },
      { iconOnly: true, size: 'md', className: '[&_svg]:size-5' },
      { iconOnly: true, size: 'lg', className: '[&_svg]:size-6' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', iconOnly: false },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;
