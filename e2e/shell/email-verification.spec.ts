import { expect, type Page, test } from '@playwright/test';
import { newAccount } from '../auth/support/api';
import { type MailCatchingServer, startMailCatchingServer } from '../auth/support/mail-catching-server';
import { toast } from '../auth/support/toast';
import { expectNoAxeViolations } from '../support/axe';
import { expectHomePage } from '../support/home';

async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('The site set no XSRF-TOKEN cookie');
  return { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) };
}

/** Signs the admin in on `page` and sets `require_email_confirmation` through the settings call. */
async function requireEmailConfirmation(page: Page, base: string, required: boolean): Promise<void> {
  await page.goto(`${base}/`);
  const login = await page.request.post(`${base}/auth/login`, {
    data: { email: 'admin@tonearm.test', password: 'e2e-admin-password', remember: false },
    headers: await xsrfHeaders(page),
  });
  expect(login.status(), await login.text()).toBe(200);
  const update = await page.request.put(`${base}/api/v1/settings`, {
    data: { require_email_confirmation: required },
    headers: await xsrfHeaders(page),
  });
  expect(update.status(), await update.text()).toBe(200);
}

/** Ticks every "I accept the …" checkbox of the register form from the keyboard. */
async function acceptPolicies(page: Page): Promise<void> {
  for (const checkbox of await page.getByRole('checkbox', { name: /^I accept the / }).all()) {
    await checkbox.press('Space');
    await expect(checkbox).toBeChecked();
  }
}

/** Every registration policy of the site at `base`, accepted, as the register form sends them. */
async function acceptedPolicies(page: Page, base: string): Promise<Record<string, boolean>> {
  const answer = await page.request.get(`${base}/api/v1/bootstrap-data`, {
    headers: { Accept: 'application/json' },
  });
  const data = (await answer.json()) as {
    settings: { registration?: { policies?: { id: string | number }[] } };
  };
  return Object.fromEntries(
    (data.settings.registration?.policies ?? []).map((policy) => [String(policy.id), true]),
  );
}

const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1];

// The code arrives by mail, so these tests run against a server instance whose mails they can read.
test.describe('email verification', () => {
  test.describe.configure({ timeout: 120_000 });
  let server: MailCatchingServer;

  test.beforeAll(async ({ browser }) => {
    // Starting a second server with an empty database takes a while.
    test.setTimeout(120_000);
    server = await startMailCatchingServer();
    const admin = await browser.newPage();
    await requireEmailConfirmation(admin, server.baseURL, true);
    await admin.close();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a new account verifies with the mailed code and lands in the app', async ({ page }) => {
    const base = server.baseURL;
    const account = newAccount('verifying');
    await page.goto(`${base}/register`);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await acceptPolicies(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Answered as a taken address would be: not signed in, sent to sign in with the address filled in.
    await expect(toast(page, 'We have sent you an email. Follow it to continue.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    const mail = await server.nextMailTo(account.email);
    expect(mail.text).toContain(`${base}/login?email=${encodeURIComponent(account.email)}`);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    const masked = `${account.email.slice(0, 2)}****@tonearm.test`;
    await expect(page.getByText(`Enter the verification code we sent to ${masked}`)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Every path shows only the verification screen.
    await page.goto(`${base}/account-settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();

    const code = codeIn(mail.text);
    expect(code).toBeDefined();
    const field = page.getByRole('textbox', { name: 'Verification code' });
    await expect(field).toHaveAttribute('maxlength', '6');
    const wrong = code === '000000' ? '111111' : '000000';
    await field.fill(wrong);
    await field.press('Enter');
    await expect(field).toHaveAccessibleDescription('The code is invalid or has expired.');
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page);

    await field.fill(code ?? '');
    await page.getByRole('button', { name: 'Next' }).press('Enter');
    // The page reloads with the verified account's bootstrap data and opens the app where it was.
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await page.goto(`${base}/`);
    const name = account.email.split('@')[0] ?? '';
    await expectHomePage(page, name);
  });

  test('the verification screen resends the code and logs out', async ({ page }) => {
    const base = server.baseURL;
    const account = newAccount('resending');
    await page.goto(`${base}/`);
    const register = await page.request.post(`${base}/auth/register`, {
      data: {
        email: account.email,
        password: account.password,
        password_confirmation: account.password,
        policies: await acceptedPolicies(page, base),
      },
      headers: await xsrfHeaders(page),
    });
    expect(register.status(), await register.text()).toBe(200);
    await server.nextMailTo(account.email);
    const login = await page.request.post(`${base}/auth/login`, {
      data: { email: account.email, password: account.password, remember: false },
      headers: await xsrfHeaders(page),
    });
    expect(login.status(), await login.text()).toBe(200);

    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await page.getByRole('button', { name: 'request a resend' }).press('Enter');
    // The registration mailed a code moments ago, and the server spaces codes a minute apart: its refusal is
    // the generic notice with its message.
    await expect(toast(page, 'Please wait before requesting another code.')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).press('Enter');
    await expect(page).toHaveURL(`${base}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
  });
});
