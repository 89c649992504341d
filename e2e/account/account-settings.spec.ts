import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signUp } from './support/accounts';
import { typeInComboBox } from './support/combo-box';
import { makePng } from './support/png';
import { toast } from './support/toasts';

const SECTIONS = [
  ['account-details', 'Account details'],
  ['password', 'Password'],
  ['two-factor', 'Two factor authentication'],
  ['sessions', 'Active sessions'],
  ['location-and-language', 'Location and language'],
  ['developers', 'Developers'],
  ['delete-account', 'Delete account'],
] as const;

test.describe('account settings', () => {
  test('sends a logged-out visitor to /login, and back to the settings once signed in', async ({
    page,
    browser,
  }) => {
    const registering = await browser.newPage();
    const account = await signUp(registering);
    await registering.context().close();

    await page.goto('/account-settings');
    await expect(page).toHaveURL('/login?redirectUri=%2Faccount-settings');
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL('/account-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  });

  test('shows the panels in order with their anchors, and the section nav', async ({ page }) => {
    await signUp(page);
    await page.goto('/account-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      SECTIONS.map(([, title]) => title),
    );
    const nav = page.getByRole('navigation', { name: 'Account settings sections' });
    for (const [id, title] of SECTIONS) {
      await expect(page.locator(`section#${id}`)).toHaveAccessibleName(title);
      await expect(nav.getByRole('link', { name: title })).toHaveAttribute('href', `#${id}`);
    }
    await nav.getByRole('link', { name: 'Delete account' }).click();
    await expect(page).toHaveURL(/#delete-account$/);
    await expect(page.getByRole('region', { name: 'Delete account' })).toBeInViewport();
    await expect(page.getByRole('link', { name: /API documentation/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('updates the name', async ({ page }) => {
    await signUp(page);
    await page.goto('/account-settings');
    const details = page.getByRole('region', { name: 'Account details' });
    await details.getByRole('textbox', { name: 'First name' }).fill('Nina');
    await details.getByRole('textbox', { name: 'Last name' }).fill('Simone');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Updated account details')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Nina Simone');

    await page.reload();
    await expect(details.getByRole('textbox', { name: 'First name' })).toHaveValue('Nina');
    await expect(details.getByRole('img', { name: 'Nina Simone' })).toHaveText('NS');
  });

  test('uploads a profile image, refuses files over 2 MB or of another type, and removes it', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/account-settings');
    const details = page.getByRole('region', { name: 'Account details' });
    const fileInput = details.locator('input[type="file"]');
    const problem = details.getByText(/exceeds maximum allowed size|This file type is not allowed/);

    const uploads: string[] = [];
    page.on('request', (request) => {
      // The API's upload calls, not the app's own code (a chunk may be named after the avatar).
      if (/\/api\/v1\/(users\/[^/]+\/avatar|file-entries|tus)/.test(request.url()))
        uploads.push(request.method());
    });

    await fileInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: makePng(900, 900, { noisy: true }),
    });
    await expect(problem).toHaveText('`huge.png` exceeds maximum allowed size of 2 MB');

    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(problem).toHaveText('This file type is not allowed');
    expect(uploads).toEqual([]);

    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(64, 64) });
    await expect(toast(page, 'Uploaded avatar')).toBeVisible();
    await expect(problem).toHaveCount(0);
    const picture = details.locator('[data-slot="avatar-image"]');
    await expect(picture).toHaveAttribute('src', /\/storage\/files\/avatars\/.+\.png$/);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(details.locator('[data-slot="avatar-image"]')).toHaveAttribute(
      'src',
      /\/storage\/files\/avatars\/.+\.png$/,
    );
    await details.getByRole('button', { name: 'Remove image' }).click();
    await expect(toast(page, 'Removed avatar')).toBeVisible();
    await expect(details.locator('[data-slot="avatar-image"]')).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Remove image' })).toHaveCount(0);
  });

  test('saves the timezone and country, picked from lists grouped by region', async ({ page }) => {
    await signUp(page);
    await page.goto('/account-settings');
    const panel = page.getByRole('region', { name: 'Location and language' });
    const timezone = panel.getByRole('combobox', { name: 'Timezone' });
    await typeInComboBox(timezone, 'Vilnius');
    const options = page.getByRole('listbox');
    await expect(options.getByRole('group')).toHaveCount(1);
    await options.getByRole('option', { name: /Vilnius/ }).click();
    const country = panel.getByRole('combobox', { name: 'Country' });
    await typeInComboBox(country, 'Lithuania');
    await page.getByRole('option', { name: 'Lithuania' }).click();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Updated account details')).toBeVisible();

    await page.reload();
    await expect(timezone).toHaveValue(/Vilnius/);
    await expect(country).toHaveValue('Lithuania');
  });

  test('shows the user profile page and a 404 for an unknown user', async ({ page }) => {
    const account = await signUp(page, 'profile');
    await page.goto('/account-settings');
    const details = page.getByRole('region', { name: 'Account details' });
    await details.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await details.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Updated account details')).toBeVisible();

    await page.goto(`/user/${account.id}/someone-else`);
    await expect(page).toHaveURL(`/user/${account.id}/ada-lovelace`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    await expect(page.getByRole('button', { name: 'Copy profile link' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/user/999999/nobody');
    await expect(
      page.getByRole('heading', { name: "Looks like you've found the doorway to the great nothing" }),
    ).toBeVisible();
  });
});
