import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signUp } from './support/accounts';
import { toast } from './support/toasts';

test.use({ viewport: { width: 375, height: 812 } });

test.describe('account settings at 375 px', () => {
  test('fits the screen, hides the section nav and works with the tray pickers', async ({ page }) => {
    await signUp(page, 'phone');
    await page.goto('/account-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account settings sections' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);

    const panel = page.getByRole('region', { name: 'Location and language' });
    await panel.getByRole('button', { name: /Timezone/ }).click();
    const tray = page.getByRole('dialog', { name: 'Timezone' });
    await expect(tray).toBeVisible();
    await tray.getByRole('combobox').fill('Tokyo');
    await tray.getByRole('option', { name: /Tokyo/ }).click();
    await expect(tray).toBeHidden();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Updated account details')).toBeVisible();
    await page.reload();
    await expect(panel.getByRole('button', { name: /Timezone/ })).toContainText('Tokyo');

    await page
      .getByRole('region', { name: 'Developers' })
      .getByRole('button', { name: 'Create token' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Create new token' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
  });
});
