import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { autoplayBrowser, logInAsListener } from '../catalogue/support/listening';

// Real pages and real sound on a busy machine: more than the default few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
test.use(autoplayBrowser);

interface DemoAlbum {
  id: number;
  name: string;
  artists: { name: string }[];
  tracks: { id: number; name: string }[];
}

/** The first demo album with at least five tracks, as the server answers it. */
async function demoAlbum(request: APIRequestContext): Promise<DemoAlbum> {
  for (let id = 1; id <= 20; id += 1) {
    const answer = await request.get(`/api/v1/albums/${id}`, { headers: { Accept: 'application/json' } });
    if (!answer.ok()) continue;
    const { album } = (await answer.json()) as { album: DemoAlbum };
    if (album.tracks.length >= 5) return album;
  }
  throw new Error('No demo album with five tracks');
}

const track = (album: DemoAlbum, index: number) => album.tracks[index] as DemoAlbum['tracks'][number];
const playerBar = (page: Page) => page.getByRole('region', { name: 'Player' });

/** Opens an album's page and accepts the cookie notice, which sits over the player bar until then. */
async function openAlbum(page: Page, album: DemoAlbum) {
  await page.goto(`/album/${album.id}/artist/album`);
  await expect(page.getByRole('heading', { level: 1, name: album.name })).toBeVisible();
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'OK' }).click();
}

async function playTrack(page: Page, album: DemoAlbum, index: number) {
  // The row's play button shows on hover: a pointer over the row, as a listener's, reveals it.
  const row = page
    .getByRole('grid', { name: 'Tracks' })
    .getByRole('row')
    .filter({ hasText: track(album, index).name });
  await row.hover();
  await row.getByRole('button', { name: `Play ${track(album, index).name}` }).click();
  await expect(playerBar(page)).toContainText(track(album, index).name);
}

/** WCAG 2.2 AA, target size included, on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('the listening frame at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('reaches the library from the sidebar, and a track liked from the bar is in it', async ({ page }) => {
    await logInAsListener(page);
    await expectAccessible(page);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar
      .getByRole('navigation', { name: 'Your music' })
      .getByRole('link', { name: 'Songs' })
      .click();
    await expect(page).toHaveURL(/\/library\/songs$/);
    await expectAccessible(page);

    const album = await demoAlbum(page.request);
    await openAlbum(page, album);
    await playTrack(page, album, 4);
    const like = playerBar(page).getByRole('button', { name: `Like ${track(album, 4).name}` });
    if ((await like.getAttribute('aria-pressed')) === 'true') await like.click();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.locator('[data-slot="toast-message"]', { hasText: 'Added to your library' }),
    ).toBeVisible();
    await expectAccessible(page);

    await sidebar.getByRole('link', { name: 'Songs' }).click();
    await expect(
      page
        .getByRole('grid', { name: 'Liked songs' })
        .getByRole('row')
        .filter({ hasText: track(album, 4).name }),
    ).toBeVisible();
  });

  test('opens the queue beside the page, which stays usable', async ({ page }) => {
    await logInAsListener(page);
    const album = await demoAlbum(page.request);
    await openAlbum(page, album);
    await playTrack(page, album, 0);
    await playerBar(page).getByRole('button', { name: 'Queue' }).click();
    const queue = page.getByRole('dialog', { name: 'Queue' });
    await expect(queue).toBeVisible();
    await expect(queue).toContainText(`Playing from ${album.name}`);
    await expect(queue.getByRole('grid', { name: 'Next up' }).getByRole('row').first()).toContainText(
      track(album, 1).name,
    );
    await expectAccessible(page);

    // The page beside it answers: a link in the sidebar navigates with the queue still open, and nothing covers it.
    const box = await queue.boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect((main?.x ?? 0) + (main?.width ?? 0)).toBeLessThanOrEqual((box?.x ?? 0) + 1);
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Albums' }).click();
    await expect(page).toHaveURL(/\/library\/albums$/);
    await expect(queue).toBeVisible();
    await queue.getByRole('button', { name: 'Close the queue' }).click();
    await expect(queue).toHaveCount(0);
  });

  test('plays an album from its third track, with the fourth next and the second before', async ({
    page,
  }) => {
    await logInAsListener(page);
    const album = await demoAlbum(page.request);
    await openAlbum(page, album);
    await playTrack(page, album, 2);
    const bar = playerBar(page);
    await bar.getByRole('button', { name: 'Next' }).click();
    await expect(bar).toContainText(track(album, 3).name);
    await bar.getByRole('button', { name: 'Previous' }).click();
    await expect(bar).toContainText(track(album, 2).name);
    await bar.getByRole('button', { name: 'Previous' }).click();
    await expect(bar).toContainText(track(album, 1).name);
    await expect(bar.getByRole('link', { name: track(album, 1).name })).toHaveAttribute(
      'href',
      new RegExp(`^/track/${track(album, 1).id}/`),
    );
  });
});

test.describe('the listening frame at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('opens "now playing" from the mini player, with previous, next, shuffle and repeat', async ({
    page,
  }) => {
    await logInAsListener(page);
    const album = await demoAlbum(page.request);
    await openAlbum(page, album);
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click();
    const bar = playerBar(page);
    await expect(bar).toContainText(track(album, 0).name);
    // The mini player and the tab bar leave most of the screen to the page.
    const barBox = await bar.boundingBox();
    expect(740 - (barBox?.y ?? 0)).toBeLessThanOrEqual(120);
    await expectAccessible(page);

    await bar.getByRole('button', { name: /^Now playing/ }).click();
    const view = page.getByRole('dialog', { name: 'Now playing' });
    for (const name of ['Previous', 'Next', 'Shuffle', 'Enable repeat']) {
      await expect(view.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await view.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(view).toContainText(track(album, 1).name);
    await expectAccessible(page);
    await view.getByRole('button', { name: 'Close' }).click();
    await expect(view).toHaveCount(0);
  });
});
