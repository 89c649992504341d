import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { autoplayBrowser, logInAsListener } from './support/listening';

// A fresh site builds its demo catalogue and the first play waits for audio: a busy machine needs more time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.use(autoplayBrowser);

// The demo catalogue, seeded on every fresh site (apps/server/src/seed/).
const ALBUM = 'Salt Road Songs';
const TRACK = 'The Weaver';

/** Opens the demo track's page and accepts the cookie notice, which sits over the player bar until then. */
async function openTrack(page: Page) {
  const search = await page.request.get(`/api/v1/search/albums?query=${encodeURIComponent(ALBUM)}`);
  const { pagination } = (await search.json()) as { pagination: { data: { id: number }[] } };
  const answer = await page.request.get(`/api/v1/albums/${pagination.data[0]?.id}`);
  const { album } = (await answer.json()) as { album: { tracks: { id: number; name: string }[] } };
  const track = album.tracks.find((candidate) => candidate.name === TRACK);
  await page.goto(`/track/${track?.id}/the-weaver`);
  await expect(page.getByRole('heading', { level: 1, name: TRACK })).toBeVisible();
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'OK' }).click();
}

const waveform = (page: Page) => page.getByRole('main').getByRole('slider', { name: 'Seek' });
const playedSeconds = async (page: Page) => Number(await waveform(page).inputValue());

test.describe('the track page', () => {
  test('plays the track from its waveform and follows the player', async ({ page }) => {
    await openTrack(page);
    await expect(waveform(page)).toHaveAttribute('aria-valuetext', /^0:00 of \d+:\d\d$/);
    await waveform(page).focus();
    await page.keyboard.press('PageUp');
    await expect(page.getByRole('region', { name: 'Player' }).getByText(TRACK)).toBeVisible();
    await expect.poll(() => playedSeconds(page)).toBeGreaterThan(5);
    const from = await playedSeconds(page);
    await expect.poll(() => playedSeconds(page), { timeout: 20_000 }).toBeGreaterThan(from);
    await expectNoAxeViolations(page);
  });

  test('lets a listener comment at the playing position and delete the comment', async ({ page }) => {
    await logInAsListener(page);
    await openTrack(page);
    await expect(page.getByRole('heading', { level: 2, name: /^Comments/ })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => playedSeconds(page), { timeout: 20_000 }).toBeGreaterThan(1);

    const text = `Listening on ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Add a comment' }).fill(text);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const comment = page.getByRole('main').getByRole('listitem').filter({ hasText: text });
    await expect(comment).toBeVisible();
    await expect(comment.getByText(/^at \d+:\d\d$/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
    await expectNoAxeViolations(page);

    await comment.getByRole('button', { name: /^More options for the comment/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete comment?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(comment).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: TRACK })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  });
});
