import { cva } from 'class-variance-authority';

/** The backdrop that holds the tray against the bottom edge; `[data-slot="tray-overlay"]`. */
export const trayOverlayVariants = cva('fixed inset-0 z-50 flex flex-col justify-end bg-backdrop/80 pt-16');

/**
 * The bottom sheet; `[data-slot="tray"]`. It never covers the top 64 px, so the page stays visible above it,
 * and keeps clear of the home indicator on phones.
 */
export const trayVariants = cva(
  [
    'flex max-h-full w-full flex-col overflow-hidden rounded-t-2xl border-border border-t bg-paper',
    'pb-[env(safe-area-inset-bottom)] text-foreground outline-none',
  ],
  {
    variants: {
      height: {
        content: '',
        full: 'h-full',
      },
      /**
       * What dims the page behind the sheet: `overlay`, a separate overlay element, under a sheet with an ordinary
       * shadow (`Tray`); `shadow`, the sheet's own spread shadow, where there is no overlay (`TrayPopover`).
       */
      backdrop: {
        overlay: 'shadow-xl',
        shadow: 'shadow-[0_0_0_100vmax_rgb(0_0_0/0.4)]',
      },
    },
    defaultVariants: { height: 'content', backdrop: 'overlay' },
  },
);
