import { expect, test } from '@playwright/test';
import { toast } from '../account/support/toasts';
import { expectNoAxeViolations } from '../support/axe';
import { expectHomePage } from '../support/home';
import { acceptPoliciesOnForm } from '../support/registration-policies';
import { callAsPage, logOutThroughApi, newAccount } from './support/api';

test.describe('registration', () => {
  test('creates an account through the form and lands signed in', async ({ page }) => {
    const account = newAccount('new-listener');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a new account' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('checkbox', { name: 'Show?' }).press('Space');
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('type', 'text');
    await acceptPoliciesOnForm(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL('/');
    const name = account.email.split('@')[0] ?? '';
    await expectHomePage(page, name);
    // Registration replaced the page in history: Back does not return to the form.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/register$/);

    await page.goto('/');
    await logOutThroughApi(page);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    const me = await callAsPage(page, 'GET', '/api/v1/users/me');
    expect(me.status()).toBe(401);
  });

  test('never says that an email is taken: it says to check the inbox and goes to sign in', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Email' }).fill('admin@tonearm.test');
    await page.getByLabel('Password', { exact: true }).fill('a long passphrase');
    await page.getByLabel('Confirm password').fill('a long passphrase');
    await acceptPoliciesOnForm(page);
    await page.getByLabel('Confirm password').press('Enter');
    await expect(toast(page, 'We have sent you an email. Follow it to continue.')).toBeVisible();
    await expect(page).toHaveURL('/login?email=admin%40tonearm.test');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('admin@tonearm.test');
    await expect(page.getByText('The email has already been taken.')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('offers the invitation variant with the address locked', async ({ page }) => {
    await page.goto(
      '/workspace/join/register?email=invitee%40tonearm.test&inviteId=00000000-0000-4000-8000-000000000000',
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'To join your team on Tonearm, create an account' }),
    ).toBeVisible();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('invitee@tonearm.test');
    await expect(email).toHaveAttribute('readonly');
    await expectNoAxeViolations(page);
  });

  test("greets a visitor from the pricing page with 'First, let's create your account'", async ({ page }) => {
    await page.goto('/register?redirectFrom=pricing');
    await expect(
      page.getByRole('heading', { level: 1, name: "First, let's create your account" }),
    ).toBeVisible();
  });
});
