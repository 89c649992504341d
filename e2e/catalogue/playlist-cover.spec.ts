import { expect, test } from '@playwright/test';
import { signUp } from '../account/support/accounts';
import { makePng } from '../account/support/png';
import { toast } from '../account/support/toasts';
import { expectNoAxeViolations } from '../support/axe';

test('uploads a cover in the playlist dialog, shows it on the playlist page, then removes it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page);
  await page.goto('/library/playlists');
  await page.getByRole('button', { name: 'New playlist' }).click();
  const create = page.getByRole('dialog', { name: 'New playlist' });
  await create.getByRole('textbox', { name: 'Name' }).fill('Covered');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Covered' })).toBeVisible();
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.locator('img')).toHaveCount(0);

  await page.getByRole('button', { name: 'More options for Covered' }).click();
  await page.getByRole('menuitem', { name: 'Edit playlist' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit playlist' });
  const cover = edit.getByRole('group', { name: 'Cover' });
  const fileInput = edit.locator('input[type="file"]');
  await expect(fileInput).toHaveAttribute('accept', 'image/*');
  await edit.getByRole('textbox', { name: 'Description' }).fill('Songs with a picture');

  // Refused before anything is sent, in the upload engine's words; the rest of the form stays.
  await fileInput.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: makePng(900, 900, { noisy: true }),
  });
  await expect(cover.getByText('`huge.png` exceeds maximum allowed size of 2 MB')).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Description' })).toHaveValue('Songs with a picture');

  await fileInput.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(48, 48) });
  const preview = cover.getByRole('img', { name: 'Cover' });
  await expect(preview).toHaveAttribute('src', /^\/storage\/files\/.+\.png$/);
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  await expect(cover.getByText('exceeds maximum allowed size')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const uploaded = await preview.getAttribute('src');

  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved Covered')).toBeVisible();
  const shown = header.locator('img');
  await expect(shown).toHaveAttribute('src', uploaded ?? '');
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  await expect(page.getByText('Songs with a picture')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(header.locator('img')).toHaveAttribute('src', uploaded ?? '');

  // Removed, the page shows the placeholder and the upload is gone from the server.
  await page.getByRole('button', { name: 'More options for Covered' }).click();
  await page.getByRole('menuitem', { name: 'Edit playlist' }).click();
  await edit.getByRole('group', { name: 'Cover' }).getByRole('button', { name: 'Remove image' }).click();
  await expect(edit.getByRole('group', { name: 'Cover' }).getByRole('img', { name: 'Cover' })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved Covered')).toBeVisible();
  await expect(header.locator('img')).toHaveCount(0);
  expect((await page.request.get(uploaded ?? '')).status()).toBe(404);
});
