import { createCookieJar } from '@tonearm/client/rules';
import { ACTIVE_WORKSPACE_COOKIE } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { within } from 'storybook/test';

/** Queries the whole page: toasts, modals and popovers are portalled out of the story's canvas. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Before each story: no toast left from the last one and no active workspace remembered. */
export function resetStoryPage() {
  toast.dismiss();
  createCookieJar(document).remove(ACTIVE_WORKSPACE_COOKIE);
}

/** A 1x1 PNG, a real image for notification pictures. */
export const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Waits for the visible toast saying `message` (its twin in the polite live region is for screen readers). */
export function findToast(canvasElement: HTMLElement, message: string) {
  return page(canvasElement).findByText(message, { selector: '[data-slot="toast-message"]' });
}

/** Story settings that render a story at a given width; the stories test runner resizes the browser to it. */
function viewport(name: string, width: number, height: number, type: 'mobile' | 'desktop') {
  return {
    parameters: {
      viewport: {
        options: { [name]: { name, styles: { width: `${width}px`, height: `${height}px` }, type } },
      },
    },
    globals: { viewport: { value: name, isRotated: false } },
  } as const;
}

/** 375 px wide: the popover becomes a modal and every screen must still work. */
export const mobileViewport = viewport('mobile375', 375, 667, 'mobile');
