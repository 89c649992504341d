import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

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
    await expect(
      page.getByRole('region', { name: 'New releases' }).locator('[data-slot="media-card"]').first(),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Tonearm');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Start listening' }).click();
    await expect(page).toHaveURL('/discover');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeAttached();
  });
});
