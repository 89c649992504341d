import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { encodePng } from '../../apps/server/src/demo-music/png';
import { postAsPage } from '../account/support/accounts';

// The admin the e2e server is started with (playwright.config.ts).
const ADMIN = { email: 'admin@tonearm.test', password: 'e2e-admin-password', remember: false };
const run = Date.now().toString(36);

const xsrf = async (page: Page) =>
  decodeURIComponent(
    (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
  );

const toast = (page: Page, text: string) => page.locator('[data-slot="toast-message"]', { hasText: text });

/** Stores a file on the public disk as the upload engine's plain method does; answers its address. */
async function upload(page: Page, name: string, mimeType: string, buffer: Buffer): Promise<string> {
  const answer = await page.request.post('/api/v1/file-entries', {
    multipart: { file: { name, mimeType, buffer }, disk: 'public' },
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await xsrf(page) },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { fileEntry: { url: string } }).fileEntry.url;
}

async function create<T>(page: Page, path: string, body: unknown, key: string): Promise<T> {
  const answer = await postAsPage(page, path, body);
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as Record<string, T>)[key] as T;
}

/** A tiny WAV header is enough: the public disk checks the type, and nothing here plays it. */
const WAV = Buffer.from('RIFF$\u0000\u0000\u0000WAVEfmt ', 'latin1');
// The server's data folder is named after the runner's process (support/run-data-dir.ts), the parent of this worker.
const serverDataDir = join(tmpdir(), `tonearm-e2e-${process.ppid}`);
const onDisk = (url: string) => existsSync(join(serverDataDir, 'storage', url.replace(/^\/storage\//, '')));

test.beforeEach(async ({ page }) => {
  expect(existsSync(serverDataDir), `the server's data folder ${serverDataDir}`).toBe(true);
  expect((await postAsPage(page, '/auth/login', ADMIN)).status()).toBe(200);
  await page.goto('/');
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'OK' }).click();
});

test('a track renamed in the admin shows its new name on its public page', async ({ page }) => {
  const artist = await create<{ id: number }>(
    page,
    '/api/v1/artists',
    { name: `Rename Artist ${run}` },
    'artist',
  );
  const audio = await upload(page, 'rename.wav', 'audio/wav', WAV);
  const track = await create<{ id: number }>(
    page,
    '/api/v1/tracks',
    { name: `Before ${run}`, duration: 61_000, src: audio, artist_ids: [artist.id] },
    'track',
  );

  await page.goto(`/admin/tracks/${track.id}/edit`);
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill(`After ${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Track updated')).toBeVisible();

  await page.goto(`/track/${track.id}/after`);
  await expect(page.getByRole('heading', { level: 1, name: `After ${run}` })).toBeVisible();
});

test('deleting an album names its stored files, then removes them from disk', async ({ page }) => {
  const artist = await create<{ id: number }>(
    page,
    '/api/v1/artists',
    { name: `Doomed Artist ${run}` },
    'artist',
  );
  const cover = await upload(
    page,
    'cover.png',
    'image/png',
    Buffer.from(encodePng(8, 8, new Uint8Array(192).fill(40))),
  );
  const audio = await upload(page, 'doomed.wav', 'audio/wav', WAV);
  const album = await create<{ id: number; name: string }>(
    page,
    '/api/v1/albums',
    { name: `Doomed Album ${run}`, image: cover, artist_ids: [artist.id] },
    'album',
  );
  await create(
    page,
    '/api/v1/tracks',
    {
      name: `Doomed Track ${run}`,
      duration: 1000,
      src: audio,
      album_id: album.id,
      artist_ids: [artist.id],
    },
    'track',
  );
  expect(onDisk(cover) && onDisk(audio)).toBe(true);

  await page.goto(`/admin/albums?query=${encodeURIComponent(album.name)}`);
  await page.getByRole('button', { name: `Actions for ${album.name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete “${album.name}”?` });
  const files = dialog.getByRole('list', { name: 'These files are removed from storage:' });
  await expect(files.getByRole('listitem')).toHaveText([cover, audio].sort());
  // Nothing goes before the admin confirms.
  expect(onDisk(cover)).toBe(true);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Album deleted')).toBeVisible();
  await expect(page.getByText('No matching albums')).toBeVisible();
  expect(onDisk(cover) || onDisk(audio)).toBe(false);
  expect((await page.request.get(cover)).status()).toBe(404);
});

test('a manual channel reordered by keyboard in the admin shows the new order on its page', async ({
  page,
}) => {
  const artist = await create<{ id: number }>(
    page,
    '/api/v1/artists',
    { name: `Order Artist ${run}` },
    'artist',
  );
  const audio = await upload(page, 'order.wav', 'audio/wav', WAV);
  const names = ['First', 'Second', 'Third'].map((word) => `${word} ${run}`);
  const trackIds: number[] = [];
  for (const name of names) {
    const track = await create<{ id: number }>(
      page,
      '/api/v1/tracks',
      { name, duration: 1000, src: audio, artist_ids: [artist.id] },
      'track',
    );
    trackIds.push(track.id);
  }
  const slug = `order-${run}`;
  const channel = await create<{ id: number }>(
    page,
    '/api/v1/admin/channels',
    {
      name: `Order ${run}`,
      slug,
      description: null,
      hide_title: false,
      content_model: 'track',
      content_type: 'manual',
      content_order: 'channelables.order:asc',
      layout: 'trackTable',
      nested_layout: null,
      restriction: 'none',
      restriction_genre_id: null,
      auto_update_method: null,
      auto_update_playlist_id: null,
      pagination: 'infinite',
      seo_title: null,
      seo_description: null,
    },
    'channel',
  );
  for (const id of trackIds) {
    await create(page, `/api/v1/admin/channels/${channel.id}/content`, { model_type: 'track', id }, 'items');
  }

  await page.goto(`/admin/channels/${channel.id}/edit`);
  const list = page.getByRole('grid', { name: 'Channel content' });
  await expect(list.getByRole('row')).toHaveCount(3);
  // Keyboard focus, as an admin tabbing in: React Aria starts a keyboard drag only then. Enter on the third track's
  // handle picks it up, the arrows walk the places between rows, Enter drops it before the first track.
  await list.getByRole('row').nth(2).click();
  await page.keyboard.press('ArrowRight');
  await expect(list.getByRole('button', { name: `Move ${names[2]}` })).toBeFocused();
  await page.keyboard.press('Enter');
  const target = list.getByRole('button', { name: new RegExp(`Insert before ${names[0]}`) });
  for (
    let step = 0;
    step < 6 && !(await target.evaluate((node) => node === document.activeElement));
    step += 1
  ) {
    await page.keyboard.press('ArrowUp');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Order saved')).toBeVisible();

  await page.goto(`/channel/${slug}`);
  const main = page.getByRole('main');
  await expect(main.getByText(names[2] as string).first()).toBeVisible();
  const text = (await main.textContent()) ?? '';
  const at = names.map((name) => text.indexOf(name));
  expect(at.every((index) => index >= 0)).toBe(true);
  expect([at[2], at[0], at[1]]).toEqual([...at].sort((a, b) => a - b));
});
