import { toast } from '@tonearm/ui';
import { within } from 'storybook/test';

/** Queries the whole page: list boxes, toasts and dialogs are portalled out of the story's canvas. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Before each story: no toast left from the last one. */
export function resetStoryPage() {
  toast.dismiss();
}

/** 375 px wide: every screen must still work. */
export const mobileViewport = {
  parameters: {
    viewport: {
      options: {
        mobile375: { name: 'mobile375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
} as const;

/** The page must not scroll sideways at 375 px. */
export const fitsWidth = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.documentElement.scrollWidth <= 375;

/** Waits for the toast saying `message`; toasts are portalled out of the story's canvas. */
export const findToast = (canvasElement: HTMLElement, message: string) =>
  page(canvasElement).findByText(message, { selector: '[data-slot="toast-message"]' });
