import { expect, type Page, test } from '@playwright/test';

// The admin the e2e server is started with (playwright.config.ts).
const ADMIN = { email: 'admin@tonearm.test', password: 'e2e-admin-password' };

async function signInAsAdmin(page: Page) {
  await page.goto('/login?redirectUri=%2Fadmin%2Fplans%2Fnew');
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL('/admin/plans/new');
}

async function fillPrice(page: Page, number: number, amount: string, period: 'Months' | 'Years') {
  const price = page.getByRole('group', { name: `Price ${number}` });
  await price.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await price.getByRole('button', { name: /Period/ }).click();
  await page.getByRole('option', { name: period }).click();
}

test('an admin renames a plan and adds a price, and /pricing shows both at once', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('textbox', { name: 'Name' }).fill('Studio');
  await page.getByRole('button', { name: 'Add a price' }).click();
  await fillPrice(page, 1, '5', 'Months');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/plans\/\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit “Studio” plan' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('Studio Pro');
  await page.getByRole('button', { name: 'Add a price' }).click();
  await fillPrice(page, 2, '55', 'Years');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit “Studio Pro” plan' })).toBeVisible();

  await page.goto('/pricing');
  const plan = page.getByRole('article', { name: 'Studio Pro' });
  // /pricing opens on the yearly cycle: the added price is the one it shows.
  await expect(plan).toContainText('$55');
  const cycle = page.getByRole('radiogroup', { name: 'Billing cycle' });
  await cycle.getByRole('radio', { name: /Yearly/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(cycle.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(plan).toContainText('$5');

  // The other e2e files expect the demo plans alone on /pricing.
  await page.goto('/admin/plans?query=Studio%20Pro');
  await page.getByRole('button', { name: 'Actions for Studio Pro' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No matching plans')).toBeVisible();
});
