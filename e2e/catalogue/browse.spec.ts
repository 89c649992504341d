import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { installAudioProbe } from '../../scripts/bench-player/audio/audio-probe';
import { expectNoAxeViolations } from '../support/axe';
import { autoplayBrowser, DEMO_LISTENER, expectAudioAdvancing } from './support/listening';

// Pages, their first play and real seconds of sound: a busy machine needs more than the default few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.use(autoplayBrowser);

// The demo catalogue, seeded on every fresh site (apps/server/src/seed/).
const ALBUM = 'Glass Meadows';

interface DemoTrack {
  id: number;
  name: string;
}

interface DemoAlbum {
  id: number;
  name: string;
  artists: { name: string }[];
  tracks: DemoTrack[];
  tags?: { name: string; display_name: string }[];
}

const JSON_HEADERS = { Accept: 'application/json' };

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A demo album by name, as the server answers it. */
async function demoAlbum(request: APIRequestContext, name: string): Promise<DemoAlbum> {
  const answer = await request.get(`/api/v1/search/albums?query=${encodeURIComponent(name)}`, {
    headers: JSON_HEADERS,
  });
  const { pagination } = (await answer.json()) as { pagination: { data: { id: number; name: string }[] } };
  const found = pagination.data.find((album) => album.name === name);
  if (!found) throw new Error(`No demo album named ${name}`);
  const { album } = (await (
    await request.get(`/api/v1/albums/${found.id}`, { headers: JSON_HEADERS })
  ).json()) as { album: DemoAlbum };
  return album;
}

/** The first demo track whose lyrics are synced, with the start of its lines. */
async function syncedLyricsTrack(request: APIRequestContext): Promise<DemoTrack> {
  for (let id = 1; id <= 200; id += 1) {
    const answer = await request.get(`/api/v1/tracks/${id}/lyrics`, { headers: JSON_HEADERS });
    if (!answer.ok()) continue;
    const { lyric } = (await answer.json()) as { lyric: { is_synced: boolean; lines: unknown[] } };
    if (!lyric.is_synced || lyric.lines.length < 3) continue;
    const { track } = (await (
      await request.get(`/api/v1/tracks/${id}`, { headers: JSON_HEADERS })
    ).json()) as { track: DemoTrack };
    return track;
  }
  throw new Error('No demo track has synced lyrics');
}

const albumPath = (album: DemoAlbum) =>
  `/album/${album.id}/${slug(album.artists[0]?.name ?? 'artist')}/${slug(album.name)}`;

/** The cookie notice sits over the player bar until it is accepted. */
async function acceptCookies(page: Page) {
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'OK' }).click();
}

const main = (page: Page) => page.getByRole('main');
const currentLyricLine = (page: Page) =>
  main(page).getByRole('list', { name: 'Lyrics' }).locator('[aria-current="true"]');

test.describe('browsing tags, radios and lyrics', () => {
  test("a tag opens from an album's tags, and its tabs show its tracks and albums", async ({ page }) => {
    const album = await demoAlbum(page.request, ALBUM);
    const tag = album.tags?.[0];
    if (!tag) throw new Error(`${ALBUM} has no tags`);
    await page.goto(albumPath(album));
    await acceptCookies(page);
    await main(page)
      .getByRole('list', { name: 'Tags' })
      .getByRole('link', { name: `#${tag.display_name}` })
      .click();

    await expect(page.getByRole('heading', { level: 1, name: tag.display_name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${tag.display_name} - `));
    const tabs = page.getByRole('tablist', { name: `${tag.display_name} sections` });
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      main(page).getByRole('list', { name: 'Albums' }).getByRole('link', { name: ALBUM }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await tabs.getByRole('tab', { name: 'Tracks' }).click();
    await expect(page).toHaveURL(/\/tracks$/);
    await expect(page).toHaveTitle(new RegExp(`^${tag.display_name} - Tracks - `));
    await expect(main(page).getByRole('grid', { name: 'Tracks' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);

    await tabs.getByRole('tab', { name: 'Albums' }).click();
    await expect(page).toHaveURL(/\/albums$/);
    await expect(
      main(page).getByRole('list', { name: 'Albums' }).getByRole('link', { name: ALBUM }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/tag/no-such-tag-anywhere');
    await expect(page.getByText('404')).toBeVisible();
  });

  test("a track's radio opens from its menu and plays", async ({ page }) => {
    await installAudioProbe(page);
    const album = await demoAlbum(page.request, ALBUM);
    const seed = album.tracks[1] as DemoTrack;
    await page.goto(albumPath(album));
    await acceptCookies(page);
    await page.getByRole('button', { name: `More options for ${seed.name}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Go to track radio' }).click();

    await expect(page).toHaveURL(new RegExp(`/radio/track/${seed.id}/${slug(seed.name)}$`));
    await expect(page.getByRole('heading', { level: 1, name: seed.name })).toBeVisible();
    await expect(main(page).getByText('Track radio')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${seed.name} radio - `));
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Play', exact: true }).click();
    // A track's radio opens with the track itself.
    await expect(page.getByRole('region', { name: 'Player' })).toContainText(seed.name);
    await expectAudioAdvancing(page, seed.id);
    await expect(main(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  });

  test('the lyrics page follows the playing track line by line', async ({ page }) => {
    await page.goto('/lyrics');
    await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Nothing is playing' })).toBeVisible();
    await expectNoAxeViolations(page);

    await installAudioProbe(page);
    const track = await syncedLyricsTrack(page.request);
    await page.goto(`/track/${track.id}/${slug(track.name)}`);
    await main(page).getByRole('button', { name: 'Play', exact: true }).click();
    await expectAudioAdvancing(page, track.id);
    // The site's navigation leads to the lyrics of whatever plays. (The document title names the playing track
    // while it plays, so the page's own title is checked in its stories.)
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Lyrics' }).click();
    await expect(page).toHaveURL(/\/lyrics$/);
    await expect(page.getByRole('heading', { level: 1, name: track.name })).toBeVisible();
    // Seeks forward (the player's ArrowRight shortcut) until a line is sung, then until the next one is.
    const seekUntil = async (done: () => Promise<boolean>) => {
      for (let presses = 0; presses < 30 && !(await done()); presses += 1) {
        await page.keyboard.press('ArrowRight');
        await page.waitForTimeout(300);
      }
    };
    await seekUntil(async () => (await currentLyricLine(page).count()) === 1);
    await expect(currentLyricLine(page)).toHaveCount(1);
    const firstIndex = await currentLyricLine(page).evaluate((line) =>
      [...(line.parentElement?.children ?? [])].indexOf(line),
    );
    await seekUntil(async () =>
      currentLyricLine(page).evaluate(
        (line, index) => [...(line.parentElement?.children ?? [])].indexOf(line) > index,
        firstIndex,
      ),
    );
    await expect
      .poll(() =>
        currentLyricLine(page).evaluate((line) => [...(line.parentElement?.children ?? [])].indexOf(line)),
      )
      .toBeGreaterThan(firstIndex);
    await expect(currentLyricLine(page)).toBeInViewport();
    await expect(page).toHaveURL(/\/lyrics$/);
    await expectNoAxeViolations(page);
  });

  test('a song liked from its menu is in the library', async ({ page }) => {
    await page.goto('/login');
    await acceptCookies(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_LISTENER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_LISTENER.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).not.toHaveURL(/\/login$/);

    const album = await demoAlbum(page.request, ALBUM);
    const library = (await (
      await page.request.get('/api/v1/users/me/library', { headers: JSON_HEADERS })
    ).json()) as { tracks: number[] };
    const song = album.tracks.find((track) => !library.tracks.includes(track.id));
    if (!song) throw new Error(`The listener already likes every song of ${ALBUM}`);
    await page.goto(albumPath(album));
    await page.getByRole('button', { name: `More options for ${song.name}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Like', exact: true }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.getByRole('button', { name: `More options for ${song.name}`, exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Remove from your library' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/library/songs');
    const songs = page.getByRole('grid', { name: 'Liked songs' });
    await expect(songs.getByRole('row').filter({ hasText: song.name })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
