import { expect, type Page } from '@playwright/test';

/**
 * Waits for the front page: its title (the home channel's, or the site's name on a site without channels), and
 * with `signedInAs` the navbar's menu of that user (the page itself is the same for guests and listeners).
 */
export async function expectHomePage(page: Page, signedInAs?: string): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  if (signedInAs !== undefined) {
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: signedInAs }),
    ).toBeVisible();
  }
}
