import type { Page } from '@playwright/test';

/** The visible toast with `message` (the region's live status repeats it for screen readers). */
export function toast(page: Page, message: string) {
  return page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('paragraph')
    .filter({ hasText: message });
}
