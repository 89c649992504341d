import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signUp } from '../account/support/accounts';

// The admin the e2e server is started with (playwright.config.ts).
const ADMIN = { email: 'admin@tonearm.test', password: 'e2e-admin-password' };

async function adminOnUsersPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login?redirectUri=%2Fadmin%2Fusers');
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  return page;
}

const usersGrid = (page: Page) => page.getByRole('grid', { name: 'Users' });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(usersGrid(page).getByRole('row')).toHaveCount(2);
}

// The suspended column's badge; the column's header says "Suspended" too.
const suspendedBadge = (page: Page) =>
  usersGrid(page)
    .locator('[data-slot="badge"]')
    .filter({ hasText: /^Suspended$/ });

async function rowAction(page: Page, name: string, action: string) {
  await usersGrid(page)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('an admin creates, finds and suspends users, and a suspended listener’s open tab shows only the suspended screen', async ({
  browser,
  page: listenerPage,
}) => {
  // Two browser contexts and a dozen screens: generous on a shared two-core machine (about 20 s when idle).
  test.setTimeout(60_000);
  const listener = await signUp(listenerPage, 'suspendable');
  await listenerPage.goto('/');
  const listenerName = listener.email.split('@')[0] ?? listener.email;

  const admin = await adminOnUsersPage(browser);
  const email = `created-${randomBytes(4).toString('hex')}@tonearm.test`;
  await admin.getByRole('button', { name: 'Add user' }).click();
  const create = admin.getByRole('dialog', { name: 'Add user' });
  await create.getByRole('textbox', { name: 'First name' }).fill('Created');
  await create.getByRole('textbox', { name: 'Email' }).fill(email);
  await create.getByLabel('Password', { exact: true }).fill('a long enough password');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(admin).toHaveURL(/\/admin\/users\/\d+\/details$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Created' })).toBeVisible();

  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
  await search(admin, email);
  await admin.getByRole('button', { name: 'Add filter' }).click();
  await admin.getByRole('menuitem', { name: 'Email' }).click();
  await admin.getByRole('dialog', { name: 'Email' }).getByRole('button', { name: 'Apply' }).click();
  await expect(admin.getByRole('button', { name: 'Edit filter: Email is Confirmed' })).toBeVisible();
  await expect(usersGrid(admin).getByRole('rowheader')).toContainText(email);

  await admin.getByRole('button', { name: 'Remove filter: Email is Confirmed' }).click();
  await search(admin, listener.email);
  await rowAction(admin, listenerName, 'Suspend');
  const suspend = admin.getByRole('dialog', { name: `Suspend “${listenerName}”` });
  await suspend.getByRole('textbox', { name: 'Reason' }).fill('Spam');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(suspendedBadge(admin)).toBeVisible();

  // No reload: the listener's next call is refused, and the open tab turns into the suspended screen.
  await listenerPage.getByRole('link', { name: 'Songs', exact: true }).click();
  await expect(listenerPage.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();

  await rowAction(admin, listenerName, 'Unsuspend');
  await expect(suspendedBadge(admin)).toHaveCount(0);
  await listenerPage.reload();
  await expect(listenerPage.getByRole('heading', { name: 'Your account is suspended' })).toHaveCount(0);
});
