import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../account/support/accounts';
import { toast } from '../account/support/toasts';
import { expectNoAxeViolations } from '../support/axe';

const trackNames = (page: Page) =>
  page.getByRole('grid', { name: 'Tracks' }).locator('[role="rowheader"] a[href^="/track/"]');

test('makes a playlist from an album, reorders it by keyboard, edits and deletes it', async ({ page }) => {
  // One listener's whole walk over five pages with an axe run, each step waiting on the server: on a shared
  // two-core machine under load it takes about a minute, past the default 30 s.
  test.setTimeout(90_000);
  await signUp(page);
  await page.goto('/album/1/artist/album');
  const album = page.getByRole('grid', { name: 'Tracks' });
  const rows = album.getByRole('row');
  await expect(rows.nth(3)).toBeVisible();
  const [first = '', second = '', third = ''] = (await trackNames(page).allTextContents()).slice(0, 3);

  // One track into a new playlist, made from the track's menu.
  await rows.nth(1).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Add to playlist' }).press('ArrowRight');
  await page.getByRole('menuitem', { name: 'New playlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'New playlist' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Road trip');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Added to Road trip')).toBeVisible();

  // Two more, selected together, into the same playlist.
  await rows.nth(2).click();
  await rows.nth(3).click({ modifiers: ['Shift'] });
  await rows.nth(3).press('Shift+F10');
  await page.getByRole('menuitem', { name: 'Add to playlist' }).press('ArrowRight');
  await page.getByRole('menuitem', { name: 'Road trip' }).click();
  await expect(toast(page, 'Added to Road trip')).toBeVisible();
  await toast(page, 'Added to Road trip').locator('..').getByRole('link', { name: 'View' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Road trip' })).toBeVisible();
  await expect(page).toHaveTitle(/^Road trip - /);
  await expect(trackNames(page)).toHaveText([first, second, third]);
  await expectNoAxeViolations(page);

  // Alt+ArrowDown moves the focused track and says so; the order is saved.
  const playlistRows = page.getByRole('grid', { name: 'Tracks' }).getByRole('row');
  await playlistRows.nth(1).click();
  const saved = page.waitForResponse((response) => response.url().includes('/tracks/order'));
  await playlistRows.nth(1).press('Alt+ArrowDown');
  await expect(trackNames(page)).toHaveText([second, first, third]);
  await expect(page.getByText(`Moved ${first} to position 2 of 3`)).toBeAttached();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(trackNames(page)).toHaveText([second, first, third]);

  // Edit the name and description, and make it private.
  await page.getByRole('button', { name: 'More options for Road trip' }).click();
  await page.getByRole('menuitem', { name: 'Edit playlist' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit playlist' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('Night drive');
  await edit.getByRole('textbox', { name: 'Description' }).fill('For the long way home');
  await edit.getByRole('switch', { name: 'Public' }).press('Space');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Night drive' })).toBeVisible();
  await expect(page.getByText('For the long way home')).toBeVisible();
  await expect(page.getByText('Private', { exact: true })).toBeVisible();

  // Delete after the confirmation; the playlist is gone.
  const address = page.url();
  await page.getByRole('button', { name: 'More options for Night drive' }).click();
  await page.getByRole('menuitem', { name: 'Delete playlist' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete playlist?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Deleted Night drive')).toBeVisible();
  await expect(page).toHaveURL(/\/library\/playlists$/);
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: 'Night drive' })).toHaveCount(0);
});
