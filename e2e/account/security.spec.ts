import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectHomePage } from '../support/home';
import { totpCode } from '../support/totp';
import { isSignedIn, signIn, signUp, type TestAccount } from './support/accounts';
import { toast } from './support/toasts';

/** Another browser, signed in to the same account. */
async function otherDevice(browser: Browser, account: TestAccount): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, account);
  expect(await isSignedIn(page)).toBe(true);
  return page;
}

test.describe('account security', () => {
  test('changing the password signs the other devices out', async ({ page, browser }) => {
    const account = await signUp(page);
    const phone = await otherDevice(browser, account);
    await page.goto('/account-settings');

    const panel = page.getByRole('region', { name: 'Password' });
    await panel.getByLabel('Current password').fill('not my password');
    await panel.getByLabel('New password').fill('a brand new password');
    await panel.getByLabel('Confirm password').fill('a brand new password');
    await panel.getByRole('button', { name: 'Update password' }).click();
    await expect(panel.getByLabel('Current password')).toHaveAccessibleDescription(
      'The provided password was incorrect.',
    );

    await panel.getByLabel('Current password').fill(account.password);
    await panel.getByRole('button', { name: 'Update password' }).click();
    await expect(toast(page, 'Password changed')).toBeVisible();
    await expect(panel.getByLabel('Current password')).toHaveValue('');

    expect(await isSignedIn(page)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    await phone.context().close();
  });

  test('two factor authentication: enable, confirm with a code from the secret, disable', async ({
    page,
  }) => {
    const account = await signUp(page);
    await page.goto('/account-settings');
    const panel = page.getByRole('region', { name: 'Two factor authentication' });
    await expect(
      panel.getByRole('heading', { name: 'You have not enabled two factor authentication.' }),
    ).toBeVisible();

    // Signing up confirmed the password moments ago, so the 9000 s window spares the prompt.
    await panel.getByRole('button', { name: 'Enable' }).click();
    await expect(
      panel.getByRole('heading', { name: 'Finish enabling two factor authentication.' }),
    ).toBeVisible();
    const qrCode = panel.getByRole('img', { name: 'QR code for your authenticator application' });
    await expect(qrCode.locator('svg path').first()).toBeAttached();
    await expect(qrCode.locator('script')).toHaveCount(0);
    const secret = (await panel.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // Setup survives a reload: the state comes from the server.
    await page.reload();
    await expect(panel.getByTestId('two-factor-secret')).toHaveText(secret);
    await expectNoAxeViolations(page);

    await panel.getByRole('textbox', { name: 'Code' }).fill('000000');
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expect(panel.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'The provided two factor authentication code was invalid.',
    );
    await panel.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret));
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      panel.getByRole('heading', { name: 'You have enabled two factor authentication.' }),
    ).toBeVisible();
    const codes = panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(8);
    const firstCodes = await codes.allTextContents();
    for (const code of firstCodes) expect(code).toHaveLength(21);

    await panel.getByRole('button', { name: 'Regenerate recovery codes' }).click();
    await expect(codes.first()).not.toHaveText(firstCodes[0] ?? '');
    await expect(codes).toHaveCount(8);

    const renewedCodes = await codes.allTextContents();

    await page.reload();
    await expect(
      panel.getByRole('heading', { name: 'You have enabled two factor authentication.' }),
    ).toBeVisible();
    await expect(codes).toHaveCount(0);
    // Showing the codes asks for the password every time.
    await panel.getByRole('button', { name: 'Show recovery codes' }).click();
    const prompt = page.getByRole('dialog', { name: 'Show recovery codes' });
    await prompt.getByLabel('Password').fill(account.password);
    await prompt.getByRole('button', { name: 'Show recovery codes' }).click();
    await expect(codes).toHaveText(renewedCodes);
    await panel.getByRole('button', { name: 'Disable' }).click();
    await expect(toast(page, 'Two factor authentication has been disabled.')).toBeVisible();
    await expect(
      panel.getByRole('heading', { name: 'You have not enabled two factor authentication.' }),
    ).toBeVisible();
  });

  test('lists the sessions and logs the other ones out after asking for the password', async ({
    page,
    browser,
  }) => {
    const account = await signUp(page);
    const laptop = await otherDevice(browser, account);
    await page.goto('/account-settings');

    const panel = page.getByRole('region', { name: 'Active sessions' });
    const sessions = panel.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    const current = sessions.filter({ hasText: 'This device' });
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Chrome');
    await expect(current).toContainText('Last active a few seconds ago');
    await expect(current).toContainText('127.0.0.1');

    await panel.getByRole('button', { name: 'Log out other sessions' }).click();
    const prompt = page.getByRole('dialog', { name: 'Log out other sessions' });
    await prompt.getByLabel('Password').fill('not my password');
    await prompt.getByRole('button', { name: 'Log out other sessions' }).click();
    await expect(prompt.getByLabel('Password')).toHaveAccessibleDescription(
      'The provided password was incorrect.',
    );
    await expectNoAxeViolations(page);

    await prompt.getByLabel('Password').fill(account.password);
    await prompt.getByRole('button', { name: 'Log out other sessions' }).click();
    await expect(toast(page, 'Logged out other sessions.')).toBeVisible();
    await expect(prompt).toBeHidden();
    await expect(sessions).toHaveCount(1);

    expect(await isSignedIn(laptop)).toBe(false);
    await laptop.goto('/account-settings');
    await expect(laptop).toHaveURL('/login?redirectUri=%2Faccount-settings');
    await laptop.context().close();
  });

  test('deletes the account, after which the app carries on as a guest', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const account = await signUp(page);
    await page.goto('/account-settings');
    const panel = page.getByRole('region', { name: 'Delete account' });
    await panel.getByRole('button', { name: 'Delete account' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Delete account?' });
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: 'Delete' }).click();

    await expect(toast(page, 'Account deleted')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expectHomePage(page);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await isSignedIn(page)).toBe(false);

    const api = await playwright.request.newContext({ baseURL });
    await api.get('/');
    const xsrf =
      (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const login = await api.post('/auth/login', {
      data: { email: account.email, password: account.password, remember: false },
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    });
    expect(login.status()).toBe(422);
    await api.dispose();
  });
});
