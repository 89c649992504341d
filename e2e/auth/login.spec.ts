import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectHomePage } from '../support/home';
import { logOutThroughApi, newAccount, registerThroughApi } from './support/api';

const SESSION_COOKIE = 'tonearm_session';
const DAY_MS = 86_400_000;

test.describe('login', () => {
  test('shows the sign-in form with its links and passes axe', async ({ page }) => {
    await page.goto('/login?email=ada%40tonearm.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@tonearm.test');
    await expect(page.getByRole('checkbox', { name: 'Stay signed in for a month' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Maybe later' })).toHaveAttribute('href', '/discover');
    await expect(page.getByRole('link', { name: 'Sign up.' })).toHaveAttribute('href', '/register');
    await expectNoAxeViolations(page);

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await page.getByRole('checkbox', { name: 'Show?' }).press('Space');
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('puts the error for a wrong password on the email field', async ({ page }) => {
    const account = newAccount();
    await registerThroughApi(page, account);
    await logOutThroughApi(page);

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
    await expect(email).toBeFocused();
    await expect(page).toHaveURL('/login');
  });

  test('signs in and stays signed in for a month with remember on', async ({ page, context }) => {
    const account = newAccount();
    await registerThroughApi(page, account);
    await logOutThroughApi(page);

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/');
    const name = account.email.split('@')[0] ?? '';
    await expectHomePage(page, name);

    const session = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
    const days = ((session?.expires ?? 0) * 1000 - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  test('keeps the session to the browser session with remember off', async ({ page, context }) => {
    const account = newAccount();
    await registerThroughApi(page, account);
    await logOutThroughApi(page);

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    const remember = page.getByRole('checkbox', { name: 'Stay signed in for a month' });
    await remember.press('Space');
    await expect(remember).not.toBeChecked();
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL('/');
    const session = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
    const days = ((session?.expires ?? 0) * 1000 - Date.now()) / DAY_MS;
    expect(days).toBeLessThan(29);
  });

  test('takes an admin to /admin after signing in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('admin@tonearm.test');
    await page.getByLabel('Password', { exact: true }).fill('e2e-admin-password');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL('/admin');
  });

  test('follows a same-site redirectUri but never an off-site one', async ({ page }) => {
    const account = newAccount();
    await registerThroughApi(page, account);
    await logOutThroughApi(page);

    await page.goto('/login?redirectUri=//evil.test/phish');
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL('/');

    await logOutThroughApi(page);
    await page.goto('/login?redirectUri=%2Fsearch%3Fquery%3Djazz');
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL('/search?query=jazz');
  });

  test('shows the workspace invitation heading on the join path', async ({ page }) => {
    await page.goto(
      '/workspace/join/login?email=invitee%40tonearm.test&inviteId=00000000-0000-4000-8000-000000000000',
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'To join your team on Tonearm, login to your account' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('invitee@tonearm.test');
    await expectNoAxeViolations(page);
  });
});

test.describe('guest-only pages', () => {
  test('send a signed-in visitor to their redirect URI', async ({ page }) => {
    await registerThroughApi(page, newAccount());
    for (const path of ['/login', '/register', '/forgot-password', '/workspace/join/login']) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
    }
    await page.goto('/login?redirectUri=%2Fsearch%3Fquery%3Djazz');
    await expect(page).toHaveURL('/search?query=jazz');
  });
});
