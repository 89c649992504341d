import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test.describe('theme and cookie notice', () => {
  test('shows the cookie notice until it is accepted, and remembers the acceptance', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toContainText(
      'We use cookies to optimize site functionality and provide you with the best possible experience.',
    );
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
    const accepted = (await context.cookies()).find((cookie) => cookie.name === 'cookie-notice-accepted');
    expect(accepted?.path).toBe('/');
    // Remembered for 30 days.
    const days = ((accepted?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('applies the light theme by default and the dark one chosen in the be-active-theme cookie', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    const root = page.locator('html');
    await expect(root).not.toHaveClass(/\bdark\b/);
    const lightBackground = await root.evaluate((el) => el.style.getPropertyValue('--ta-background'));
    expect(lightBackground.trim()).toBe('255 255 255');

    await context.addCookies([{ name: 'be-active-theme', value: 'dark', url: baseURL ?? '' }]);
    await page.reload();
    await expect(root).toHaveClass(/\bdark\b/);
    const darkBackground = await root.evaluate((el) => el.style.getPropertyValue('--ta-background'));
    expect(darkBackground.trim()).not.toBe('255 255 255');
    await expectNoAxeViolations(page);
  });
});
