import { type Browser, expect, type Page, test } from '@playwright/test';
import { signUp, type TestAccount } from '../account/support/accounts';
import { makePng } from '../account/support/png';
import { type MailCatchingServer, startMailCatchingServer } from '../auth/support/mail-catching-server';
import { expectNoAxeViolations } from '../support/axe';

const ADMIN = { email: 'admin@tonearm.test', password: 'e2e-admin-password' };

// The requester reads the reviewer's notes in a mail, so these run against a server whose mails they can read; the
// tests follow one story (an artist is created, then claimed), so they run in order on that one server.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: MailCatchingServer;
let artistName = '';

test.beforeAll(async () => {
  server = await startMailCatchingServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** A page of its own browser context on the mail-reading server, with a listener signed up in it. */
async function listenerPage(browser: Browser, name: string): Promise<{ page: Page; account: TestAccount }> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const account = await signUp(page, name);
  return { page, account };
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL('/admin');
  return page;
}

/** Fills who the requester is and attaches an identity document, then submits. */
async function completeAndSubmit(page: Page) {
  await page.locator('[data-slot="proof-field"] input[type="file"]').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: makePng(8, 8),
  });
  await expect(page.getByText(/passport\.png ·/)).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await page.getByRole('button', { name: 'Submit request' }).click();
}

/** Opens the requester's request in the admin queue and approves or denies it with `notes`. */
async function review(admin: Page, requester: string, decision: 'Approve' | 'Deny', notes: string) {
  await admin.goto('/admin/backstage-requests');
  await admin.getByRole('button', { name: `View the request of ${requester}` }).click();
  await expect(
    admin.getByRole('heading', { level: 1, name: `Backstage request of ${requester}` }),
  ).toBeVisible();
  await admin.getByRole('main').getByRole('button', { name: decision, exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: `${decision} request` });
  await dialog.getByRole('textbox', { name: 'Notes (optional)' }).fill(notes);
  await dialog.getByRole('button', { name: decision, exact: true }).click();
  await expect(
    admin.getByRole('main').getByText(decision === 'Approve' ? 'Approved' : 'Denied', { exact: true }),
  ).toBeVisible();
}

const userMenu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });

test('a listener asks to become an artist, an admin approves with a note, and the listener is told', async ({
  browser,
}) => {
  const { page, account } = await listenerPage(browser, 'becoming');
  const name = account.email.split('@')[0] ?? '';
  artistName = `The Engines ${account.id}`;

  await page.goto('/');
  await userMenu(page, name).click();
  await page.getByRole('menuitem', { name: 'Become an artist' }).click();
  await expect(page).toHaveURL('/backstage/requests');
  await page.getByRole('link', { name: /^Become an artist/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Become an artist' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your artist name' }).fill(artistName);
  await expectNoAxeViolations(page);
  await completeAndSubmit(page);
  await expect(page.getByRole('heading', { level: 1, name: 'We’ve got your request' })).toBeVisible();
  await expect(page).toHaveURL(/\/backstage\/requests\/\d+\/request-submitted$/);

  const admin = await adminPage(browser);
  await review(admin, name, 'Approve', 'Welcome aboard, Ada');
  await expect(admin.getByRole('img', { name: `Identity document of ${name}` })).toBeVisible();

  const mail = await server.nextMailTo(account.email);
  expect(mail.subject).toBe('Your backstage request was approved');
  expect(mail.text).toContain('Welcome aboard, Ada');

  await page.goto('/notifications');
  await expect(page.getByText('Notes: Welcome aboard, Ada')).toBeVisible();
  await userMenu(page, name).click();
  await expect(page.getByRole('menuitem', { name: 'Backstage' })).toHaveAttribute(
    'href',
    '/backstage/upload',
  );
});

test('a claim links a second listener to the artist with the role they named', async ({ browser }) => {
  const { page, account } = await listenerPage(browser, 'claiming');
  const name = account.email.split('@')[0] ?? '';
  await page.goto('/claim-artist');
  await page.getByRole('combobox', { name: /Select artist/ }).fill(artistName.slice(0, 11));
  await page.getByRole('option', { name: new RegExp(artistName) }).click();
  await page.getByRole('button', { name: /Your role/ }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await completeAndSubmit(page);
  await expect(page.getByRole('heading', { level: 1, name: 'We’ve got your request' })).toBeVisible();

  const admin = await adminPage(browser);
  await review(admin, name, 'Approve', 'Linked as manager');

  // Speaking for an artist now, the listener is offered verification instead of becoming one.
  await page.goto('/backstage/requests');
  await expect(page.getByRole('link', { name: /^Get verified/ })).toBeVisible();
  await page.goto('/backstage/requests/verify-artist');
  await page.getByRole('button', { name: /Select artist/ }).click();
  await expect(page.getByRole('option', { name: artistName })).toBeVisible();
});

test('a denied request shows the listener why', async ({ browser }) => {
  const { page, account } = await listenerPage(browser, 'denied');
  const name = account.email.split('@')[0] ?? '';
  await page.goto('/backstage/requests/become-artist');
  await page.getByRole('textbox', { name: 'Your artist name' }).fill(`Not Yet ${account.id}`);
  await completeAndSubmit(page);
  await expect(page.getByRole('heading', { level: 1, name: 'We’ve got your request' })).toBeVisible();
  const submitted = page.url();

  const admin = await adminPage(browser);
  await review(admin, name, 'Deny', 'The document is unreadable.');

  await page.goto(submitted);
  await expect(page.getByRole('heading', { level: 1, name: 'Your request was denied' })).toBeVisible();
  await expect(page.getByText('The document is unreadable.')).toBeVisible();
  await expectNoAxeViolations(page);
});
