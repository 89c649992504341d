import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectHomePage } from '../support/home';
import { type Account, logOutThroughApi, newAccount, registerThroughApi } from './support/api';
import { enableTwoFactor, nextTotpCode } from './support/two-factor';

async function enterCredentials(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

test.describe('two-factor challenge', () => {
  test('asks for the authenticator code in place of the form, then signs in', async ({ page }) => {
    const account = newAccount('two-factor');
    await registerThroughApi(page, account);
    const { secret } = await enableTwoFactor(page);
    await logOutThroughApi(page);

    await enterCredentials(page, account);
    const code = page.getByRole('textbox', { name: 'Code' });
    await expect(code).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await code.fill('000000');
    await code.press('Enter');
    await expect(code).toHaveAccessibleDescription(
      /Confirm access to your account.*The provided two factor authentication code was invalid\./,
    );

    await code.fill(nextTotpCode(secret));
    await code.press('Enter');
    await expect(page).toHaveURL('/');
    const name = account.email.split('@')[0] ?? '';
    await expectHomePage(page, name);
  });

  test('accepts a recovery code instead', async ({ page }) => {
    const account = newAccount('recovery');
    await registerThroughApi(page, account);
    const { recoveryCodes } = await enableTwoFactor(page);
    await logOutThroughApi(page);

    await enterCredentials(page, account);
    await page.getByRole('button', { name: 'Use recovery code instead' }).click();
    const recovery = page.getByRole('textbox', { name: 'Recovery code' });
    await expect(recovery).toBeFocused();
    await expect(recovery).toHaveAttribute('maxlength', '21');
    await expectNoAxeViolations(page);

    const [recoveryCode] = recoveryCodes;
    expect(recoveryCode).toHaveLength(21);
    await recovery.fill(recoveryCode ?? '');
    await recovery.press('Enter');
    await expect(page).toHaveURL('/');
    const name = account.email.split('@')[0] ?? '';
    await expectHomePage(page, name);
  });
});
