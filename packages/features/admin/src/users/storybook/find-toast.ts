import { within } from 'storybook/test';

/** Waits for the visible toast saying `message`; toasts are portalled out of the story's canvas. */
export function findToast(canvasElement: HTMLElement, message: string) {
  return within(canvasElement.ownerDocument.body).findByText(message, {
    selector: '[data-slot="toast-message"]',
  });
}
