import { toast } from '@tonearm/ui';
import { within } from 'storybook/test';

/** Queries the whole page: toasts are portalled out of the story's canvas. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Before each story: no toast left from the last one and no plan choice remembered. */
export function resetStoryPage() {
  toast.dismiss();
  localStorage.clear();
}

/** Waits for the visible toast saying `message`. */
export function findToast(canvasElement: HTMLElement, message: string) {
  return page(canvasElement).findByText(message, { selector: '[data-slot="toast-message"]' });
}

/** 375 px wide: every billing screen must work on a small phone. */
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
