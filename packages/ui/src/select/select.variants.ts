import { cva, type VariantProps } from 'class-variance-authority';
import { focusRing } from '../utils/focus-ring';

/**
 * The button that shows the chosen option; `[data-slot="select-trigger"]` with React Aria's `[data-pressed]`,
 * `[data-focus-visible]`, `[data-disabled]`, and `[data-invalid]` on the field.
 */
export const selectTriggerVariants = cva(
  [
    'flex w-full min-w-0 cursor-default items-center gap-2 rounded-input border border-control bg-background text-left',
    'text-foreground transition-colors data-[pressed]:bg-muted data-[disabled]:cursor-not-allowed',
    'data-[disabled]:opacity-50 group-data-[invalid]:border-danger',
    focusRing,
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-10 px-3 text-sm',
        lg: 'h-12 px-4 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** The list of options, in a popover or a tray; `[data-slot="list-box"]`. */
export const listBoxVariants = cva('max-h-[inherit] overflow-auto p-1 outline-none', {
  variants: {
    container: {
      popover: '',
      tray: 'min-h-0 flex-1 px-2 pb-2',
    },
  },
  defaultVariants: { container: 'popover' },
});

/** One option; React Aria's `[data-focused]`, `[data-selected]`, `[data-disabled]` drive its look. */
export const listBoxItemVariants = cva([
  'flex cursor-default select-none items-center gap-3 rounded-[calc(var(--radius-ui)-2px)] px-3 py-2 text-sm',
  'text-foreground outline-none data-[focused]:bg-muted data-[disabled]:opacity-50 data-[selected]:font-medium',
]);

export type SelectTriggerVariants = VariantProps<typeof selectTriggerVariants>;
