import type { Page } from '@playwright/test';

/** The visible toast saying `message` (its twin in the live region is for screen readers). */
export const toast = (page: Page, message: string) =>
  page.locator('[data-slot="toast-message"]').filter({ hasText: message });
