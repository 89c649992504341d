import { cva } from 'class-variance-authority';

/** One stack frame's card; `[data-slot="stack-frame"]`, `[data-vendor]` inside a vendor group. */
export const stackFrameVariants = cva('rounded-ui border border-border bg-paper');

/** A line of a code snippet; the line the frame points at is a `<mark>` with `[data-current]`. */
export const codeLineVariants = cva('grid grid-cols-[4rem_1fr] gap-3 px-3 font-mono text-xs leading-5', {
  variants: {
    current: {
      true: 'bg-danger/15 text-foreground',
      false: 'text-muted-foreground',
    },
  },
  defaultVariants: { current: false },
});
