import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The track of a switch, styled from the states of the `group/switch` around it (React Aria's `SwitchButton`):
 * `data-[selected]`, `data-[focus-visible]`, `data-[pressed]`, `data-[disabled]`.
 */
export const switchTrackVariants = cva(
  [
    'relative inline-flex shrink-0 items-center rounded-full border-2 border-control bg-muted transition-colors',
    'group-data-[selected]/switch:border-primary group-data-[selected]/switch:bg-primary',
    'group-data-[focus-visible]/switch:outline-2 group-data-[focus-visible]/switch:outline-offset-2',
    'group-data-[focus-visible]/switch:outline-solid group-data-[focus-visible]/switch:outline-focus',
  ],
  {
    variants: {
      size: {
        sm: 'h-5 w-9',
        md: 'h-6 w-11',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** The knob of a switch; it slides to the end while selected. */
export const switchThumbVariants = cva(
  [
    'block rounded-full bg-control shadow-sm transition-transform motion-reduce:transition-none',
    'group-data-[selected]/switch:bg-primary-foreground',
  ],
  {
    variants: {
      size: {
        sm: 'ms-0.5 size-3 group-data-[selected]/switch:translate-x-4 rtl:group-data-[selected]/switch:-translate-x-4',
        md: 'ms-0.5 size-4 group-data-[selected]/switch:translate-x-5 rtl:group-data-[selected]/switch:-translate-x-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SwitchVariants = VariantProps<typeof switchTrackVariants>;
