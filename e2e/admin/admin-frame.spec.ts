import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../account/support/accounts';
import { expectNoAxeViolations } from '../support/axe';

// The admin the e2e server is started with (playwright.config.ts).
const ADMIN = { email: 'admin@tonearm.test', password: 'e2e-admin-password' };
const NOT_FOUND = "Looks like you've found the doorway to the great nothing";

async function signInWithForm(page: Page, account: { email: string; password: string }) {
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

test.describe('the admin frame', () => {
  test('takes an admin to /admin, where every navigation item opens its page', async ({ page }) => {
    // Visits every section, reloads and runs axe: generous on a shared two-core machine.
    test.setTimeout(90_000);
    await page.goto('/login');
    await signInWithForm(page, ADMIN);
    await expect(page).toHaveURL('/admin');
    const links = adminNav(page).getByRole('link');
    await expect(links.first()).toHaveText('Dashboard');
    await expect(links.filter({ hasText: 'Files' })).toHaveCount(1);
    // The admin area has its own frame: none of the site's navbar, footer or player.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    for (const link of await links.all()) {
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      // A section may open on its first panel (Settings goes on to /admin/settings/general).
      await expect(page).toHaveURL((url) => url.pathname === href || url.pathname.startsWith(`${href}/`));
      await expect(link).toHaveAttribute('aria-current', 'page');
      // Each section's screen brings its heading; none is the not-found page.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
    }
    await page.goto('/admin/files');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The collapsed navigation keeps each item reachable by its name, and stays collapsed on the next visit.
    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
    await adminNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/admin');

    // The user menu leads back here from the site.
    await page.getByRole('link', { name: 'Tonearm home' }).click();
    await expect(page).toHaveURL('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Admin', exact: true })
      .click();
    await page.getByRole('menuitem', { name: 'Admin area' }).click();
    await expect(page).toHaveURL('/admin');
  });

  test('shows the navigation as a drawer on a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/login?redirectUri=%2Fadmin');
    await signInWithForm(page, ADMIN);
    await expect(page).toHaveURL('/admin');
    await expect(adminNav(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await drawer.getByRole('link', { name: 'Files' }).click();
    await expect(page).toHaveURL('/admin/files');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
  });

  test('keeps a listener out of the admin area', async ({ page }) => {
    await signUp(page, 'admin-frame-listener');
    for (const path of ['/admin', '/admin/files']) {
      await page.goto(path);
      // Billing is on and the listener has no subscription: the access guard offers the plans (doc 000 §2).
      await expect(page).toHaveURL('/pricing');
    }
  });

  test('sends a guest to /login and back to the admin page after signing in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/login?redirectUri=%2Fadmin');

    await page.goto('/admin/files');
    await expect(page).toHaveURL('/login?redirectUri=%2Fadmin%2Ffiles');
    await signInWithForm(page, ADMIN);
    await expect(page).toHaveURL('/admin/files');
    await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
  });
});
