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
    // A server of its own starts in well over the default 30 s on two busy cores.
    test.setTimeout(120_000);
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

  // Last in this site's run: the admin leaves it reading Polish.
  test('a plural line translated in a new localization shows the language’s form for one and for several', async ({
    browser,
  }) => {
    const translated =
      '{count, plural, one {# wiersz przetłumaczony.} few {# wiersze przetłumaczone.} many {# wierszy przetłumaczonych.} other {# wiersza przetłumaczonego.}}';
    const admin = await browser.newContext({ baseURL: site.baseURL });
    const page = await admin.newPage();
    await signInAsAdmin(page, '/admin/localizations');
    await page.getByRole('button', { name: 'Add a localization' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Polski');
    await page.getByRole('textbox', { name: 'Language code' }).fill('pl');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Actions for Polski' }).click();
    await page.getByRole('menuitem', { name: 'Translate' }).click();
    await expect(page).toHaveURL(/\/admin\/localizations\/\d+\/translate$/);
    const translatePage = new URL(page.url()).pathname;

    const translate = async (search: string, line: string, text: string) => {
      await page.getByRole('searchbox', { name: 'Search lines' }).fill(search);
      await page.getByRole('textbox', { name: line, exact: true }).fill(text);
      await page.getByRole('button', { name: 'Save 1 change' }).click();
      await expect(page.locator('[data-slot="toast-message"]', { hasText: '1 line saved' })).toBeVisible();
    };
    const header =
      '{count, plural, one {# line translated. An empty line shows its English text to visitors.} other {# lines translated. An empty line shows its English text to visitors.}}';
    await translate('lines translated', header, translated);

    await page.goto('/');
    await page.getByRole('button', { name: 'Language English' }).click();
    // The choice is stored on the account, then the bootstrap data is fetched again in the new language.
    await Promise.all([
      page.waitForResponse((answer) => answer.url().includes('/bootstrap-data') && answer.ok()),
      page.getByRole('option', { name: 'Polski' }).click(),
    ]);

    await page.goto(translatePage);
    await expect(page.getByText('1 wiersz przetłumaczony.')).toBeVisible();
    await translate('Download JSON', 'Download JSON', 'Pobierz JSON');
    await page.reload();
    await expect(page.getByText('2 wiersze przetłumaczone.')).toBeVisible();
    await admin.close();
  });
});
