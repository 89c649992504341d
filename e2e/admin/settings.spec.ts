import { expect, type Page, test } from '@playwright/test';
import {
  type SmtpCatcher,
  startSmtpCatcher,
} from '../../apps/server/src/admin-settings/test-support/smtp-catcher';
import { type MailCatchingServer, startMailCatchingServer } from '../auth/support/mail-catching-server';

// The admin every server the e2e support starts is created with.
const ADMIN = { email: 'admin@tonearm.test', password: 'e2e-admin-password' };

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(`/login?redirectUri=${encodeURIComponent(path)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(path);
}

async function saveChanges(page: Page) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('[data-slot="toast-message"]', { hasText: 'Settings saved' })).toBeVisible();
}

// A site of its own: closing registration on the run's shared server would refuse every other spec's sign-ups.
test.describe('the settings panels', () => {
  let site: MailCatchingServer;
  let smtp: SmtpCatcher;

  test.beforeAll(async () => {
    [site, smtp] = await Promise.all([
      startMailCatchingServer(),
      startSmtpCatcher({ user: 'mailer', password: 'e2e-smtp-password' }),
    ]);
  });
  test.afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
  });

  test('disabling registration sends /register to /login, which offers no sign-up', async ({ browser }) => {
    const admin = await browser.newContext({ baseURL: site.baseURL });
    const page = await admin.newPage();
    await signInAsAdmin(page, '/admin/settings/authentication');
    await page.getByRole('switch', { name: 'Disable registration' }).press('Space');
    await saveChanges(page);

    const guest = await browser.newContext({ baseURL: site.baseURL });
    const visitor = await guest.newPage();
    await visitor.goto('/register');
    await expect(visitor).toHaveURL(/\/login$/);
    await expect(visitor.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Sign up.' })).toHaveCount(0);
    await Promise.all([guest.close(), admin.close()]);
  });

  test('an SMTP server receives the mails once the outgoing email settings are saved', async ({
    browser,
  }) => {
    const admin = await browser.newContext({ baseURL: site.baseURL });
    const page = await admin.newPage();
    await signInAsAdmin(page, '/admin/settings/outgoing-email');
    await page.getByLabel('From address').fill('music@tonearm.test');
    await page.getByLabel('SMTP host').fill('127.0.0.1');
    await page.getByLabel('SMTP port').fill(String(smtp.port));
    await page.getByLabel('SMTP username').fill('mailer');
    await page.getByLabel('SMTP password').fill('e2e-smtp-password');
    await saveChanges(page);
    // The password is write-only: the field is empty again and says one is stored.
    await expect(page.getByLabel('SMTP password')).toHaveValue('');

    const guest = await browser.newContext({ baseURL: site.baseURL });
    const visitor = await guest.newPage();
    await visitor.goto('/forgot-password');
    await visitor.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
    await visitor.getByRole('textbox', { name: 'Email' }).press('Enter');
    const mail = await smtp.nextMailTo(ADMIN.email);
    expect(mail.from).toBe('music@tonearm.test');
    expect(mail.data).toContain(`To: ${ADMIN.email}`);
    await Promise.all([guest.close(), admin.close()]);
  });
});
