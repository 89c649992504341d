import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { type ToastOptions, ToastQueue, ToastRegion } from '../toast';
import { cleanupState, renderState } from './render-state';

const TOASTS: { name: string; message: string; options: ToastOptions }[] = [
  {
    name: 'positive-with-action',
    message: 'Added to queue',
    options: { type: 'positive', action: { label: 'View queue', href: '/queue' } },
  },
  { name: 'danger', message: 'There was an issue. Please try again.', options: { type: 'danger' } },
  { name: 'loading', message: 'Uploading 3 tracks', options: { type: 'loading' } },
];

afterEach(cleanupState);

describe('toasts', () => {
  test.each(TOASTS)(
    'the $name toast at the bottom centre matches its baseline',
    async ({ name, message, options }) => {
      const queue = new ToastQueue();
      // Kept on screen for the comparison; the timing rules have their own unit tests.
      queue.show(message, { ...options, duration: Number.POSITIVE_INFINITY });
      renderState(<ToastRegion queue={queue} />);
      await expect.element(page.getByText(message, { exact: true }).last()).toBeVisible();
      await expect.element(document.body).toMatchScreenshot(`toast-${name}`);
    },
  );
});
