import { type Browser, expect, type Page, test } from '@playwright/test';
import { signUp } from '../account/support/accounts';

// The admin the e2e server is started with (playwright.config.ts).
const ADMIN = { email: 'admin@tonearm.test', password: 'e2e-admin-password' };

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login?redirectUri=%2Fadmin%2Froles');
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL('/admin/roles');
  await expect(
    page.getByRole('grid', { name: 'Roles' }).getByRole('rowheader', { name: /^subscriber/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Add a role' }).first().click();
  await expect(page).toHaveURL('/admin/roles/new');
  return page;
}

async function switchPermission(page: Page, area: string, permission: string, on: boolean) {
  await page.getByRole('tab', { name: 'Permissions' }).click();
  const areaButton = page.getByRole('button', { name: new RegExp(`^${area} \\d+ of \\d+ given$`) });
  if ((await areaButton.getAttribute('aria-expanded')) !== 'true') await areaButton.click();
  const toggle = page.getByRole('switch', { name: new RegExp(`^${permission}`) });
  // The switch's input is visually hidden: press its label, as a pointer user does.
  if ((await toggle.isChecked()) !== on) await page.getByText(permission, { exact: true }).click();
  await expect(toggle).toBeChecked({ checked: on });
}

test('a role given a permission grants it to its members, and taking it away keeps them out again', async ({
  browser,
  page: listenerPage,
}) => {
  // About 20 s on a quiet machine; two browsers and a first visit to three lazy screens need room when it is busy.
  test.setTimeout(90_000);
  const listener = await signUp(listenerPage, 'file-keeper');
  await listenerPage.goto('/admin/files');
  // Billing is on and the listener has no subscription: the access guard offers the plans (doc 000 §2).
  await expect(listenerPage).toHaveURL('/pricing', { timeout: 15_000 });

  const admin = await adminPage(browser);
  await admin.getByRole('textbox', { name: 'Name' }).fill(`File keepers ${listener.id}`);
  await switchPermission(admin, 'Admin', 'Access admin', true);
  await switchPermission(admin, 'Files', 'Manage files', true);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin).toHaveURL(/\/admin\/roles\/\d+\/edit$/);

  await admin.getByRole('tab', { name: 'Members' }).click();
  await admin.getByRole('button', { name: 'Add members' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('searchbox', { name: 'Find users by name or email' }).fill(listener.email);
  await dialog.getByRole('button', { name: /^Add / }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(admin.getByRole('list', { name: 'Members' })).toContainText(listener.email);

  // The next request reads the role's permissions afresh.
  await listenerPage.goto('/admin/files');
  await expect(listenerPage.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible({
    timeout: 15_000,
  });

  await switchPermission(admin, 'Files', 'Manage files', false);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('button', { name: 'Save' })).toBeDisabled();

  await listenerPage.goto('/admin/files');
  await expect(listenerPage).toHaveURL('/pricing', { timeout: 15_000 });
});
