import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { acceptPoliciesOnForm } from '../support/registration-policies';
import { newAccount } from './support/api';
import { type MailCatchingServer, startMailCatchingServer } from './support/mail-catching-server';
import { toast } from './support/toast';

// These tests follow a mailed link, so they run against a server instance whose mails they can read.
test.describe('forgot and reset password', () => {
  test.describe.configure({ timeout: 120_000 });
  let server: MailCatchingServer;

  test.beforeAll(async () => {
    server = await startMailCatchingServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('mails a reset link whose page sets a new password', async ({ page }) => {
    const account = newAccount('forgetful');
    const base = server.baseURL;

    await page.goto(`${base}/register`);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await acceptPoliciesOnForm(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(`${base}/`);
    await page.context().clearCookies();

    await page.goto(`${base}/forgot-password?email=${encodeURIComponent(account.email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(toast(page, 'We have emailed your password reset link.')).toBeVisible();
    await expect(page).toHaveURL(`${base}/login`);

    const mail = await server.nextMailTo(account.email);
    const link = mail.text.match(/https?:\/\/\S+\/password\/reset\/\S+/)?.[0];
    expect(link, mail.text).toBeDefined();
    const resetPath = new URL(link ?? '').pathname + new URL(link ?? '').search;

    await page.goto(`${base}${resetPath}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
    await expectNoAxeViolations(page);
    const newPassword = `${account.password}-renewed`;
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page).toHaveURL(`${base}/login`);
    await expect(toast(page, 'Your password has been reset!')).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/\/password\/reset\//);

    await page.goto(`${base}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(`${base}/`);
  });

  test('refuses a link whose token is not the mailed one', async ({ page }) => {
    await page.goto(`${server.baseURL}/password/reset/not-a-real-token?email=nobody%40tonearm.test`);
    await page.getByLabel('New password').fill('a new passphrase');
    await page.getByLabel('Confirm password').fill('a new passphrase');
    await page.getByLabel('Confirm password').press('Enter');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'This password reset token is invalid.',
    );
  });
});
