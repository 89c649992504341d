import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signUp } from './support/accounts';
import { toast } from './support/toasts';

test.describe('developers: API access tokens', () => {
  test('creates a token shown once, copies it, uses it as a Bearer token, then deletes it', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const account = await signUp(page, 'developer');
    await page.goto('/account-settings#developers');
    const panel = page.getByRole('region', { name: 'Developers' });
    await expect(panel.getByText('You have no personal access tokens yet.')).toBeVisible();
    await expect(panel.getByRole('link', { name: /API documentation/ })).toHaveAttribute('href', '/api-docs');

    await panel.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create new token' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('The token name field is required.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Token name' }).fill('Playlist backup');
    await dialog.getByRole('button', { name: 'Create' }).click();

    const shown = dialog.getByRole('textbox', { name: 'Your new token' });
    await expect(shown).toHaveValue(/^\d+\|.+/);
    const token = await shown.inputValue();
    await expect(toast(page, 'Token create')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Copy token' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    // 'Copied!' shows for one second.
    await expect(dialog.getByRole('button', { name: 'Copy token' })).toHaveText('Copy', { timeout: 2000 });

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    const row = panel.getByTestId('access-token').filter({ hasText: 'Playlist backup' });
    await expect(row).toContainText('Last used: Never');

    const api = await playwright.request.newContext({ baseURL });
    const asToken = () =>
      api.get('/api/v1/users/me', {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      });
    const me = await asToken();
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(account.email);

    await page.reload();
    await expect(row).not.toContainText('Never');
    await expect(row).toContainText('Last used: a few seconds ago');
    await panel.getByRole('button', { name: 'Delete token Playlist backup' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete token?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toast(page, 'Token deleted')).toBeVisible();
    await expect(row).toHaveCount(0);

    expect((await asToken()).status()).toBe(401);
    await api.dispose();
  });
});
