import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../account/support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { autoplayBrowser, logInAsListener } from './support/listening';

test.use(autoplayBrowser);

// The demo catalogue, seeded on every fresh site (apps/server/src/seed/seed-demo-catalogue.ts).
const ALBUM = 'Salt Road Songs';
const ARTIST = 'Wren & the Willows';
const TRACK = 'The Weaver';

async function openAlbum(page: Page) {
  const answer = await page.request.get(`/api/v1/search/albums?query=${encodeURIComponent(ALBUM)}`);
  const { pagination } = (await answer.json()) as { pagination: { data: { id: number }[] } };
  await page.goto(`/album/${pagination.data[0]?.id}/wren-the-willows/salt-road-songs`);
  await expect(page.getByRole('heading', { level: 1, name: ALBUM })).toBeVisible();
}

const libraryTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Your library' }).getByRole('tab', { name });

test.describe('the library', () => {
  test('sends a guest to the login page', async ({ page }) => {
    await page.goto('/library/songs');
    await expect(page).toHaveURL('/login?redirectUri=%2Flibrary%2Fsongs');
  });

  test('keeps liked songs, albums and followed artists, and lets a song go', async ({ page }) => {
    await logInAsListener(page);
    await openAlbum(page);
    await page.getByRole('button', { name: `Like ${ALBUM}` }).click();
    await expect(page.getByRole('button', { name: `Like ${ALBUM}` })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('grid', { name: 'Tracks' }).getByRole('link', { name: TRACK }).click();
    await expect(page.getByRole('heading', { level: 1, name: TRACK })).toBeVisible();
    await page.getByRole('button', { name: `Like ${TRACK}` }).click();
    await expect(page.getByRole('button', { name: `Like ${TRACK}` })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name: ARTIST }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: ARTIST })).toBeVisible();
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();

    await page.goto('/library');
    await expect(page).toHaveURL(/\/library\/songs$/);
    await expect(page).toHaveTitle(/^Liked songs - /);
    const songs = page.getByRole('grid', { name: 'Liked songs' });
    const row = songs.getByRole('row').filter({ hasText: TRACK });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);
    await row.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Remove from your library' }).click();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(songs.getByRole('row').nth(1)).toBeVisible();
    await expect(row).toHaveCount(0);

    await libraryTab(page, 'Albums').click();
    await expect(page).toHaveURL(/\/library\/albums$/);
    await expect(page.getByRole('list', { name: 'Albums' }).getByRole('link', { name: ALBUM })).toBeVisible();
    await expectNoAxeViolations(page);
    await libraryTab(page, 'Artists').click();
    await expect(
      page.getByRole('list', { name: 'Artists' }).getByRole('link', { name: ARTIST }),
    ).toBeVisible();
    await libraryTab(page, 'Playlists').click();
    await expect(page.getByRole('list', { name: 'Playlists' }).getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('lists what was played in the history, and shows profiles with their tabs', async ({
    browser,
    page,
  }) => {
    const other = await browser.newPage();
    const someone = await signUp(other, 'profile');
    await other.close();

    await logInAsListener(page);
    await openAlbum(page);
    const logged = page.waitForResponse(
      (response) => /\/tracks\/plays\/\d+\/log$/.test(response.url()) && response.ok(),
    );
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await logged;
    await page.goto('/library/history');
    await expect(page).toHaveTitle(/^Listening history - /);
    const today = page.getByRole('region', { name: 'Today' });
    await expect(today.getByRole('link', { name: 'Salt Road', exact: true })).toBeVisible();
    await expect(today.locator('time').first()).toHaveText(/\d/);
    await expectNoAxeViolations(page);

    await page.goto(`/user/${someone.id}/anything`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const name = (await heading.textContent()) ?? '';
    await expect(page.getByRole('link', { name: '0 followers' })).toBeVisible();
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '1 follower' })).toBeVisible();
    await page.getByRole('tab', { name: 'Followers' }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${someone.id}/[^/]+/followers$`));
    await expect(
      page.getByRole('list', { name: 'Followers' }).getByRole('link', { name: 'Demo Listener' }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page).toHaveTitle(new RegExp(`^${name} - Followers - `));

    await page.getByRole('list', { name: 'Followers' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Listener' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Account settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Following' }).click();
    await expect(page.getByRole('list', { name: 'Following' }).getByRole('link', { name })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
