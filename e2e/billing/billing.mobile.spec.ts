import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../account/support/accounts';
import { demoPlans, subscribeThroughApi } from './support/checkout';

// A small phone: every billing screen must fit without scrolling sideways.
test.use({ viewport: { width: 375, height: 667 } });
test.describe.configure({ timeout: 120_000 });

async function expectFitsTheScreen(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${page.url()} is ${width} px wide`).toBeLessThanOrEqual(375);
}

test('every pricing, checkout and billing screen fits 375 px', async ({ page }) => {
  await page.goto('/pricing');
  await expectFitsTheScreen(page, 'Choose the right plan for you');

  await signUp(page, 'mobile-billing');
  const { premium } = await demoPlans(page);
  await page.goto(`/checkout/${premium.id}/${premium.yearly}`);
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expectFitsTheScreen(page, 'Checkout');

  await subscribeThroughApi(page);
  for (const [path, heading] of [
    ['/billing', 'Billing'],
    ['/billing/change-plan', 'Change plan'],
    [`/billing/change-plan/${premium.id}/${premium.yearly}/confirm`, 'Change plan'],
    ['/billing/change-payment-method', 'Change payment method'],
    ['/billing/cancel', 'Cancel plan'],
  ] as const) {
    await page.goto(path);
    await expectFitsTheScreen(page, heading);
  }
});
