import { cva } from 'class-variance-authority';

/** The thin bar along the top edge; `[data-slot="top-progress-bar"]`, `[data-phase="bar|indicator"]`. */
export const topProgressBarVariants = cva(
  'pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-primary motion-safe:animate-pulse',
);

/** The loading indicator shown from 500 ms; `[data-slot="loading-indicator"]`. */
export const loadingIndicatorVariants = cva(
  'pointer-events-none fixed top-2 right-2 z-50 grid size-6 place-items-center rounded-full bg-paper text-primary shadow',
);
