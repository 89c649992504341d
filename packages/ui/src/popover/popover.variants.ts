import { cva, type VariantProps } from 'class-variance-authority';

/** Overlays keep 16 px from the edges of the screen. */
export const POPUP_PADDING = 16;

/**
 * The surface of a popover: anchored to its trigger on large screens, a centred modal on small ones.
 * Styling hooks: `[data-slot="popover"]`, `[data-placement]`, `[data-trigger]`, `[data-entering]`, `[data-exiting]`.
 */
export const popoverVariants = cva(
  'rounded-panel border border-border bg-paper text-foreground shadow-lg outline-none',
  {
    variants: {
      layout: {
        anchored: 'overflow-auto',
        // The default width is at zero specificity (`:where`), so a caller's `w-*` replaces it.
        modal: 'max-h-full [:where(&)]:w-full max-w-md overflow-auto',
      },
    },
    defaultVariants: { layout: 'anchored' },
  },
);

/** The backdrop behind a popover shown as a modal; its padding is the popup padding every overlay keeps from the viewport's edge. */
export const popoverBackdropVariants = cva(
  'fixed inset-0 z-50 flex items-center justify-center bg-backdrop/80 p-4',
);

export type PopoverVariants = VariantProps<typeof popoverVariants>;
