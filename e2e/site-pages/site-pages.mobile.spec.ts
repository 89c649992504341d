import { expect, test } from '@playwright/test';
import { signUp } from '../account/support/accounts';

test.use({ viewport: { width: 375, height: 667 } });

/** Whether anything on the page is wider than the screen, which would scroll sideways. */
const overflowsSideways = () => document.documentElement.scrollWidth > window.innerWidth;

test('every site page fits a 375 px screen', async ({ page }) => {
  for (const [path, heading] of [
    ['/contact', 'Contact us'],
    ['/suggest-artist', 'Suggest an artist'],
    ['/import-playlist', 'Import a playlist'],
    ['/pages/terms-of-service', 'Terms of Service'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(overflowsSideways), path).toBe(false);
  }
  await signUp(page, 'mobile-developer');
  await page.goto('/api-docs');
  const operation = page.getByRole('button', { name: /^post \/auth\/login\s/i });
  await operation.click();
  await expect(page.getByRole('region', { name: 'Request body schema' }).first()).toBeVisible();
  expect(await page.evaluate(overflowsSideways), '/api-docs').toBe(false);
});
