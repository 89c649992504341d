import { toast } from '@tonearm/ui';
import { within } from 'storybook/test';

/** Queries the whole page: toasts, modals and popovers are portalled out of the story's canvas. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Before each story: no toast left from the last one. */
export function resetStoryPage() {
  toast.dismiss();
}

/** A 1x1 PNG, a real image for avatar stories. */
export const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A picked file of `size` bytes. */
export function pickedFile(name: string, type: string, size = 64): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** Waits for the visible toast saying `message` (its twin in the polite live region is for screen readers). */
export function findToast(canvasElement: HTMLElement, message: string) {
  return page(canvasElement).findByText(message, { selector: '[data-slot="toast-message"]' });
}
