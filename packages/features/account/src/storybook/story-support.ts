import { toast } from '@tonearm/ui';
import { clearAnnouncer, destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { within } from 'storybook/test';

/** Queries the whole page: toasts, modals and popovers are portalled out of the story's canvas. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Before each story: no toast left from the last one, and a fresh live region (a pending button's announcement
 * keeps pointing at it after the story unmounts). */
export function resetStoryPage() {
  destroyAnnouncer();
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

/**
 * Drops React Aria's 'pending' announcements. A focused pending button announces itself by its id for 7 s; once
 * the button is gone (a closed dialog, a finished form) the announcement points at nothing, which axe reports.
 * Call it at the end of a story whose pending button went away, so the page is checked as a user would find it.
 */
export async function forgetPendingAnnouncements() {
  // The first announcement of a page is posted 100 ms late, while React Aria creates its live region.
  await new Promise((resolve) => setTimeout(resolve, 150));
  clearAnnouncer('assertive');
}
