import { cva, type VariantProps } from 'class-variance-authority';
import { focusRing } from '../utils/focus-ring';

/**
 * The look of a button, shared by `Button`, `ButtonLink` and any link that must look like a button. Interaction
 * states come from React Aria's data attributes (`data-hovered`, `data-pressed`, `data-disabled`, `data-pending`).
 */
export const buttonVariants = cva(
  [
    'group/button relative inline-flex shrink-0 cursor-default select-none items-center justify-center gap-2',
    'whitespace-nowrap rounded-ui font-medium no-underline transition-colors [&_svg]:shrink-0',
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
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
      },
      iconOnly: {
        true: 'px-0',
        false: '',
      },
    },
    compoundVariants: [
      { iconOnly: true, size: 'sm', className: 'w-8 [&_svg]:size-4' },
      { iconOnly: true, size: 'md', className: 'w-10 [&_svg]:size-5' },
      { iconOnly: true, size: 'lg', className: 'w-12 [&_svg]:size-6' },
      // A link-styled button sits in running text: no box.
      { variant: 'link', className: 'h-auto w-auto px-0' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', iconOnly: false },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;
