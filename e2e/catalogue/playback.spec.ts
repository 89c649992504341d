import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect as baseExpect, type Frame, type Page, test } from '@playwright/test';
import {
  installAudioProbe,
  seekSoundingAudioNearEnd,
  soundingAudio,
  startRecording,
  stopRecording,
} from '../../scripts/bench-player/audio/audio-probe';
import { longestSilentRun, measuredGapMs, soundingSpan } from '../../scripts/bench-player/audio/gap-analysis';
import { expectNoAxeViolations } from '../support/axe';
import { expectAudioAdvancing } from './support/listening';

// Pages, their first play and real seconds of sound: a busy machine needs more than the default few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// Real sound without a click first, so a test can also start playback from the keyboard or inside a frame.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

interface DemoTrack {
  id: number;
  name: string;
  duration: number;
}

interface DemoAlbum {
  id: number;
  name: string;
  artists: { name: string }[];
  tracks: DemoTrack[];
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A demo album by name, as the server answers it (the demo catalogue is generated at first start). */
async function demoAlbum(request: APIRequestContext, name: string): Promise<DemoAlbum> {
  for (let id = 1; id <= 40; id += 1) {
    const answer = await request.get(`/api/v1/albums/${id}`, { headers: { Accept: 'application/json' } });
    if (!answer.ok()) continue;
    const { album } = (await answer.json()) as { album: DemoAlbum };
    if (album.name === name) return album;
  }
  throw new Error(`No demo album named ${name}`);
}

const albumPath = (album: DemoAlbum) =>
  `/album/${album.id}/${slug(album.artists[0]?.name ?? 'artist')}/${slug(album.name)}`;

/** The silence a gapless player may leave between two tracks of one continuous piece: less than one video frame. */
const GAPLESS_THRESHOLD_MS = 10;

const track = (album: DemoAlbum, index: number) => album.tracks[index] as DemoTrack;

/** Opens an album's page and accepts the cookie notice, which sits over the player bar until then. */
async function openAlbum(page: Page, album: DemoAlbum) {
  await page.goto(albumPath(album));
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'OK' }).click();
}
const playerBar = (page: Page) => page.getByRole('region', { name: 'Player' });
const nothingSounds = (page: Page | Frame) => expect.poll(async () => (await soundingAudio(page)) === null);

test.describe('listening', () => {
  test('an album plays for real, and pause, next, previous, shuffle and repeat drive the audio', async ({
    page,
  }) => {
    await installAudioProbe(page);
    const album = await demoAlbum(page.request, 'Glass Meadows');
    await openAlbum(page, album);
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click();
    const bar = playerBar(page);
    await expect(bar).toContainText(track(album, 0).name);
    await expectAudioAdvancing(page, track(album, 0).id);

    await bar.getByRole('button', { name: 'Pause' }).click();
    await nothingSounds(page).toBe(true);
    await bar.getByRole('button', { name: 'Play' }).click();
    await expectAudioAdvancing(page, track(album, 0).id);

    await bar.getByRole('button', { name: 'Next' }).click();
    await expect(bar).toContainText(track(album, 1).name);
    await expectAudioAdvancing(page, track(album, 1).id);
    // Within the first seconds of a track, Previous goes back a track instead of to its start.
    await bar.getByRole('button', { name: 'Previous' }).click();
    await expect(bar).toContainText(track(album, 0).name);
    await expectAudioAdvancing(page, track(album, 0).id);

    const shuffle = bar.getByRole('button', { name: 'Shuffle' });
    await shuffle.click();
    await expect(shuffle).toHaveAttribute('aria-pressed', 'true');
    await bar.getByRole('button', { name: 'Queue' }).click();
    const queue = page.getByRole('dialog', { name: 'Queue' });
    await expect(queue.getByRole('grid', { name: 'Next up' }).getByRole('row')).toHaveCount(
      album.tracks.length - 1,
    );
    await page.keyboard.press('Escape');
    await shuffle.click();
    await expect(shuffle).toHaveAttribute('aria-pressed', 'false');

    // Repeat one: the track that ends starts again.
    await bar.getByRole('button', { name: 'Enable repeat' }).click();
    await bar.getByRole('button', { name: 'Enable repeat one' }).click();
    await expect(bar.getByRole('button', { name: 'Disable repeat' })).toBeVisible();
    await seekSoundingAudioNearEnd(page, 1);
    await expect
      .poll(async () => (await soundingAudio(page))?.currentTime ?? 99, { timeout: 10_000 })
      .toBeLessThan(1);
    await expect(bar).toContainText(track(album, 0).name);
    await expectAudioAdvancing(page, track(album, 0).id);
  });

  test('play next lines a track up, and the queue and position survive a reload', async ({ page }) => {
    await installAudioProbe(page);
    const album = await demoAlbum(page.request, 'Glass Meadows');
    await openAlbum(page, album);
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click();
    const bar = playerBar(page);
    await expectAudioAdvancing(page, track(album, 0).id);

    await page.getByRole('button', { name: `More options for ${track(album, 3).name}` }).click();
    await page.getByRole('menuitem', { name: 'Play next' }).click();
    await bar.getByRole('button', { name: 'Next' }).click();
    await expect(bar).toContainText(track(album, 3).name);
    await expectAudioAdvancing(page, track(album, 3).id);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await soundingAudio(page))?.currentTime ?? 0).toBeGreaterThan(10);
    await bar.getByRole('button', { name: 'Pause' }).click();
    await nothingSounds(page).toBe(true);

    await page.reload();
    await expect(bar).toContainText(track(album, 3).name);
    await expect(bar.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', /^0:1\d of /);
    await bar.getByRole('button', { name: 'Queue' }).click();
    // After the track played next, the album goes on where it was.
    await expect(
      page
        .getByRole('dialog', { name: 'Queue' })
        .getByRole('grid', { name: 'Next up' })
        .getByRole('row')
        .first(),
    ).toContainText(track(album, 1).name);
    await page.keyboard.press('Escape');
    await bar.getByRole('button', { name: 'Play' }).click();
    await expectAudioAdvancing(page, track(album, 3).id);
    expect((await soundingAudio(page))?.currentTime).toBeGreaterThan(10);
  });

  test('a listener plays, pauses, seeks, mutes and skips with the keyboard alone', async ({ page }) => {
    await installAudioProbe(page);
    const album = await demoAlbum(page.request, 'Glass Meadows');
    await page.goto(albumPath(album));
    const play = page.getByRole('main').getByRole('button', { name: 'Play', exact: true });
    await expect(play).toBeVisible();
    for (
      let presses = 0;
      presses < 40 && !(await play.evaluate((el) => el === document.activeElement));
      presses += 1
    )
      await page.keyboard.press('Tab');
    await expect(play).toBeFocused();
    await page.keyboard.press('Enter');
    await expectAudioAdvancing(page, track(album, 0).id);

    await page.keyboard.press('k');
    await nothingSounds(page).toBe(true);
    await page.keyboard.press('k');
    await expectAudioAdvancing(page, track(album, 0).id);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await soundingAudio(page))?.currentTime ?? 0).toBeGreaterThan(10);
    await page.keyboard.press('m');
    await expect.poll(async () => (await soundingAudio(page))?.volume).toBe(0);
    await page.keyboard.press('m');
    await expect.poll(async () => (await soundingAudio(page))?.volume).toBe(1);
    await page.keyboard.press('Shift+ArrowRight');
    await expect(playerBar(page)).toContainText(track(album, 1).name);
    await expectAudioAdvancing(page, track(album, 1).id);

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    // Tab on to the player bar and pause with its own button.
    const inBar = () => page.evaluate(() => !!document.activeElement?.closest('[data-slot="player-bar"]'));
    for (let presses = 0; presses < 80 && !(await inBar()); presses += 1) await page.keyboard.press('Tab');
    expect(await inBar()).toBe(true);
    const barPause = playerBar(page).getByRole('button', { name: 'Pause' });
    for (
      let presses = 0;
      presses < 10 && !(await barPause.evaluate((el) => el === document.activeElement));
      presses += 1
    )
      await page.keyboard.press('Tab');
    await expect(barPause).toBeFocused();
    await page.keyboard.press('Space');
    await nothingSounds(page).toBe(true);
  });

  test('an album embed framed by another site plays, with links to the site in a new tab', async ({
    page,
    baseURL,
  }) => {
    await installAudioProbe(page);
    const album = await demoAlbum(page.request, 'Glass Meadows');
    const embed = `${baseURL}${albumPath(album)}/embed`;
    // A page of another site framing the embed, as a blog would. Served from loopback: Chromium refuses a frame on
    // a local address inside a page that did not come from one.
    const host = createServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html');
      response.end(`<!doctype html><html lang="en"><title>A blog</title><main aria-label="A blog"><h1>Listen</h1>
        <iframe src="${embed}" title="${album.name}" width="360" height="320"></iframe></main></html>`);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const { port } = host.address() as AddressInfo;
    await page.goto(`http://localhost:${port}/`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1, name: /Glass Meadows/ })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Glass Meadows (opens in a new tab)' })).toHaveAttribute(
      'href',
      `${baseURL}${albumPath(album)}`,
    );
    // The embed stands alone: none of the site's navbar, footer or cookie notice in the frame.
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expect(frame.getByRole('contentinfo')).toHaveCount(0);
    await expect(frame.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const second = album.tracks[1] as DemoTrack;
    await frame.getByRole('list', { name: 'Tracks' }).getByRole('button', { name: second.name }).click();
    await expect(frame.getByRole('button', { name: 'Pause' })).toBeVisible();
    const embedFrame = page.frames().find((candidate) => candidate.url() === embed) as Frame;
    await expectAudioAdvancing(embedFrame, second.id);
    await frame.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(async () => (await soundingAudio(embedFrame)) === null).toBe(true);
    host.close();
  });
});

test.describe('gapless playback', () => {
  // The recorder is an AudioWorklet loaded from a Blob, which the site's script policy (rightly) refuses.
  test.use({ bypassCSP: true });

  test('two tracks of a continuous album join without a gap, measured on the output', async ({ page }) => {
    await installAudioProbe(page, { record: true });
    const album = await demoAlbum(page.request, 'Live at Halle 9');
    await page.goto(albumPath(album));
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click();
    await expectAudioAdvancing(page, track(album, 0).id);

    await seekSoundingAudioNearEnd(page, 2.5);
    await startRecording(page);
    await expect(playerBar(page)).toContainText(track(album, 1).name, { timeout: 10_000 });
    await expectAudioAdvancing(page, track(album, 1).id);
    const { samples, sampleRate } = await stopRecording(page);

    const span = soundingSpan(samples);
    expect(span, 'the recording holds sound').not.toBeNull();
    expect(samples.length / sampleRate, 'the recording spans the join').toBeGreaterThan(3);
    const gapMs = measuredGapMs(samples, sampleRate);
    const run = longestSilentRun(samples, { from: span?.first ?? 0, to: (span?.last ?? 0) + 1 });
    test.info().annotations.push({
      type: 'gap',
      description: `${gapMs.toFixed(2)} ms${run ? ` at ${((run.start / sampleRate) * 1000).toFixed(0)} ms` : ''}`,
    });
    expect(gapMs).toBeLessThan(GAPLESS_THRESHOLD_MS);
  });
});
