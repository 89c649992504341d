import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

test.use({ viewport: { width: 375, height: 740 } });

test.describe('sign-in pages on a 375 px wide screen', () => {
  for (const path of ['/login', '/register', '/forgot-password']) {
    test(`${path} fits without sideways scrolling and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const continueButton = page.getByRole('button', { name: /^(Continue|Create account)$/ });
      const box = await continueButton.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page);
    });
  }
});
