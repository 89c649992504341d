import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectHomePage } from './support/home';

test('the shell fits a phone screen with a 48 px navbar', async ({ page }) => {
  await page.goto('/');
  await expectHomePage(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const box = await nav.boundingBox();
  expect(box?.height).toBe(48);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await expectNoAxeViolations(page);
});
