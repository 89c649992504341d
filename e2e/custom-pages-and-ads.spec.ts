import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { postAsPage } from './account/support/accounts';

// The admin the e2e server is started with (playwright.config.ts).
const ADMIN = { email: 'admin@tonearm.test', password: 'e2e-admin-password' };
const NO_ADS = {
  disable: false,
  general_top: null,
  general_bottom: null,
  artist_top: null,
  artist_bottom: null,
  album_above: null,
};

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL('/admin');
}

test.describe('custom pages and ads', () => {
  test('publishes a custom page whose scripts stay inert', async ({ page }) => {
    const title = `Tour diary ${randomBytes(3).toString('hex')}`;
    await signInAsAdmin(page);
    await page.goto('/admin/custom-pages/new');
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    const slug = await page.getByRole('textbox', { name: /^Slug/ }).inputValue();
    expect(slug).toBe(title.toLowerCase().replaceAll(' ', '-'));
    await page.getByRole('textbox', { name: 'Body' }).fill('Notes from the road.');
    await page.getByRole('switch', { name: 'Link from the footer' }).press('Space');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/admin\/custom-pages\/\d+\/edit$/);
    const id = page.url().split('/').at(-2);

    // HTML from elsewhere (an import, another editor) reaches the same endpoint: its scripts must go.
    const hostile = await postAsPage(page, `/api/v1/admin/custom-pages/${id}?_method=PUT`, {
      title,
      slug,
      body: '<p>Notes from the road.</p><script>window.__ran=1</script><img src="/no-such-image.png" onerror="window.__ran=1">',
      seo_title: null,
      seo_description: null,
      in_footer: true,
    });
    expect(hostile.status(), await hostile.text()).toBe(200);

    await page.goto(`/pages/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main').getByText('Notes from the road.')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/pages/${slug}`,
    );
    // The broken image has had its chance to fail: nothing ran.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
  });

  test('shows an ad in a sandboxed frame whose script cannot read the page', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/ads');
    await page
      .getByRole('textbox', { name: 'Top of most pages' })
      .fill(
        '<p id="ad">Vinyl week</p><script>var ad = document.getElementById("ad");' +
          'try { ad.dataset.read = "read:" + parent.document.cookie; }' +
          ' catch (error) { ad.dataset.read = "refused:" + error.name; }</script>',
      );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-slot="toast-message"]', { hasText: 'Ads saved' })).toBeVisible();

    try {
      await page.goto('/');
      const slot = page.getByRole('complementary', { name: 'Advertisement at the top of the page' });
      await expect(slot.locator('iframe')).toHaveAttribute('sandbox', /allow-scripts/);
      const ad = page.frameLocator('[data-ad-slot="general_top"] iframe').locator('#ad');
      await expect(ad).toHaveText('Vinyl week');
      // The snippet's script ran, inside its frame, and the page was out of its reach.
      await expect(ad).toHaveAttribute('data-read', 'refused:SecurityError');
    } finally {
      // The home page of the specs after this one shows no ad.
      const cleared = await postAsPage(page, '/api/v1/admin/ads?_method=PUT', NO_ADS);
      expect(cleared.status(), await cleared.text()).toBe(200);
    }
  });
});
