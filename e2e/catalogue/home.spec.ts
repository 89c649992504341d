import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('The site set no XSRF-TOKEN cookie');
  return { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) };
}

/** Sets the site's homepage setting through the settings call, as the admin. */
async function setHomepage(browser: Browser, homepage: { type: string; value: string | null }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const login = await page.request.post('/auth/login', {
    data: { email: 'admin@tonearm.test', password: 'e2e-admin-password', remember: false },
    headers: await xsrfHeaders(page),
  });
  expect(login.status(), await login.text()).toBe(200);
  const update = await page.request.put('/api/v1/settings', {
    data: { homepage },
    headers: await xsrfHeaders(page),
  });
  expect(update.status(), await update.text()).toBe(200);
  await context.close();
}

// The demo site's home channel (apps/server/src/seed/seed-demo-catalogue.ts): rows of new releases, popular tracks,
// artists, featured playlists and genres, each a carousel.
test.describe('the front page', () => {
  test('shows the home channel at / and opens an album from its card', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
    const newReleases = page.getByRole('region', { name: 'New releases' });
    await expect(newReleases).toBeVisible();
    await expect(page.getByRole('region', { name: 'Popular artists' })).toBeVisible();
    await expect(newReleases.getByRole('link', { name: 'See all New releases' })).toHaveAttribute(
      'href',
      '/channel/new-releases',
    );
    const card = newReleases.locator('[data-slot="media-card"]').first();
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page);

    const title = card.getByRole('link').first();
    const albumName = (await title.textContent()) ?? '';
    expect(albumName).not.toBe('');
    await title.click();
    await expect(page).toHaveURL(/\/album\/\d+\//);
    await expect(page.getByRole('heading', { level: 1, name: albumName })).toBeVisible();
  });

  test('offers visitors the landing page with its calls to listen and to register', async ({ page }) => {
    await page.goto('/landing');
    await expect(page.getByRole('heading', { level: 1, name: 'Tonearm' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
    const landingMenu = page.getByRole('navigation', { name: 'Landing page' });
    await expect(landingMenu.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    // Trending artists show until the operator turns them off in the appearance editor.
    await expect(
      page.getByRole('region', { name: 'Popular artists' }).locator('[data-slot="media-card"]').first(),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Tonearm');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Start listening' }).click();
    await expect(page).toHaveURL('/discover');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeAttached();
  });

  test('shows guests the landing page at / when the homepage setting is landingPage, and listeners the home channel', async ({
    browser,
    page,
  }) => {
    await setHomepage(browser, { type: 'landingPage', value: null });
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Tonearm' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Start listening' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Email' }).fill('listener@tonearm.local');
      await page.getByLabel('Password', { exact: true }).fill('tonearm-listener');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).not.toHaveURL(/\/login$/);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Register now' })).toHaveCount(0);
    } finally {
      await setHomepage(browser, { type: 'channel', value: 'home' });
    }
  });
});
