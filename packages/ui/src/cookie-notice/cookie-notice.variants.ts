import { cva } from 'class-variance-authority';

/** The notice bar, fixed to the top or bottom edge; `[data-slot="cookie-notice"]`, `[data-position]`. */
export const cookieNoticeVariants = cva(
  [
    'fixed inset-x-0 z-40 flex flex-col items-center justify-center gap-3 border-border bg-paper px-4 py-3',
    'text-foreground text-sm shadow-lg sm:flex-row sm:gap-6',
  ],
  {
    variants: {
      position: {
        top: 'top-0 border-b',
        bottom: 'bottom-0 border-t',
      },
    },
    defaultVariants: { position: 'bottom' },
  },
);
