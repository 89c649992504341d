import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

test('typing in the navbar search lists artists, and choosing one opens its page', async ({ page }) => {
  await page.goto('/');
  // The field standing in until the search's code loads; the open list is checked by the stories' axe runs, as
  // React Aria hides the page behind it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('combobox', { name: 'Search' }).fill('neon');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('group', { name: 'Artists' })).toBeVisible();
  await results.getByRole('option', { name: 'Neon Harbor', exact: true }).click();
  await expect(page).toHaveURL(/\/artist\/\d+\/neon-harbor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Neon Harbor' })).toBeVisible();
});

test('Enter in the navbar opens the search page, whose tabs list each type', async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'Search' });
  await field.fill('night');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\/night$/);
  // The page's own field takes over from the navbar's.
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('night');
  await expect(page.getByRole('heading', { level: 2, name: 'Albums' })).toBeVisible();
  await expect(page).toHaveTitle(/^Search results for “night” - /);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Albums' }).click();
  await expect(page).toHaveURL(/\/search\/night\/albums$/);
  const albums = page.getByRole('list', { name: /^Albums \(\d+\)$/ });
  await expect(albums.getByRole('link', { name: 'Night Drive Atlas' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('on a phone the navbar search button opens a full-screen search', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('velvet');
  const artists = dialog.getByRole('region', { name: 'Artists' });
  await expect(artists.getByRole('link', { name: 'Velvet Static' })).toBeVisible();
  await expectNoAxeViolations(page);
  await artists.getByRole('link', { name: 'Velvet Static' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Velvet Static' })).toBeVisible();
  await expect(dialog).toBeHidden();
});
