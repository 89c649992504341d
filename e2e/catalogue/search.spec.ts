import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

test('the navbar search leads to an artist, and the search page shows results by tab', async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'Search' });
  await field.fill('neon');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('group', { name: 'Artists' })).toBeVisible();
  await expectNoAxeViolations(page);
  await results.getByRole('option', { name: 'Neon Harbor' }).click();
  await expect(page).toHaveURL(/\/artist\/\d+\/neon-harbor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Neon Harbor' })).toBeVisible();

  // Enter on the text opens the search page, whose field takes over from the navbar's.
  await field.fill('night');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\/night$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('night');
  await expect(page.getByRole('heading', { level: 2, name: 'Albums' })).toBeVisible();
  await expect(page).toHaveTitle(/^Search results for “night” - /);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Albums' }).click();
  await expect(page).toHaveURL(/\/search\/night\/albums$/);
  const albums = page.getByRole('list', { name: /^Albums \(\d+\)$/ });
  await expect(albums.getByRole('link', { name: 'Night Drive Atlas' })).toBeVisible();
  await expectNoAxeViolations(page);

  // On a phone the navbar offers a button opening a full-screen search.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('velvet');
  await expect(dialog.getByRole('option', { name: 'Velvet Static' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('option', { name: 'Velvet Static' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Velvet Static' })).toBeVisible();
  await expect(dialog).toBeHidden();
});
