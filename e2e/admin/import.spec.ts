import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  type AudioTags,
  taggedFlac,
  taggedMp3,
  toneSamples,
} from '../../apps/server/src/admin/catalogue-import/test-support/tagged-audio';
import { encodePng } from '../../apps/server/src/demo-music/png';
import { installAudioProbe } from '../../scripts/bench-player/audio/audio-probe';
import { postAsPage } from '../account/support/accounts';
import { autoplayBrowser, expectAudioAdvancing } from '../catalogue/support/listening';
import { expectNoAxeViolations } from '../support/axe';

// Uploads, tag reading and first plays on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
test.use(autoplayBrowser);

// The admin the e2e server is started with (playwright.config.ts).
const ADMIN = { email: 'admin@tonearm.test', password: 'e2e-admin-password', remember: false };
const COVER = encodePng(8, 8, new Uint8Array(192).fill(90));
const run = Date.now().toString(36);

let folder: string;
test.beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'tonearm-import-e2e-'));
});
test.afterEach(() => rmSync(folder, { recursive: true, force: true }));

function write(name: string, bytes: Buffer): string {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
}

const tags = (title: string, extra: AudioTags = {}): AudioTags => ({
  title,
  artists: [`Import Artist ${run}`],
  genres: ['Synthwave'],
  year: 2024,
  cover: COVER,
  ...extra,
});

async function openUpload(page: Page) {
  expect((await postAsPage(page, '/auth/login', ADMIN)).status()).toBe(200);
  await page.goto('/admin/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload' })).toBeVisible();
}

const chooseFiles = (page: Page, paths: string[]) =>
  page.locator('input[type="file"]:not([webkitdirectory])').first().setInputFiles(paths);

const fileCard = (page: Page, name: string) => page.getByRole('listitem', { name });

test.describe('importing music at /admin/upload', () => {
  test('imports a tagged MP3 and a tagged FLAC with their tags and covers, and they play', async ({
    page,
  }) => {
    await installAudioProbe(page);
    await openUpload(page);
    const mp3 = write('drive.mp3', taggedMp3(tags(`Harbour Drive ${run}`), { version: 4, seconds: 6 }));
    const flac = write('tide.flac', taggedFlac(tags(`Low Tide ${run}`), toneSamples(6, 22_050)));
    await chooseFiles(page, [mp3, flac]);

    for (const [name, title] of [
      ['drive.mp3', `Harbour Drive ${run}`],
      ['tide.flac', `Low Tide ${run}`],
    ] as const) {
      const card = fileCard(page, name);
      await expect(card.getByRole('textbox', { name: /Title/ })).toHaveValue(title);
      await expect(card.getByRole('textbox', { name: /Artists/ })).toHaveValue(`Import Artist ${run}`);
      await expect(card.getByRole('img', { name: 'Cover' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Published 2 tracks' })).toBeVisible();

    await page.getByRole('link', { name: `Low Tide ${run}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Low Tide ${run}` })).toBeVisible();
    const trackId = Number(/\/track\/(\d+)/.exec(page.url())?.[1]);
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click();
    await expectAudioAdvancing(page, trackId);
  });

  test('keeps disc and track order on the album page when three files make an album, and files uploaded from its form follow in the order chosen', async ({
    page,
  }) => {
    await openUpload(page);
    const files = [
      write('c.mp3', taggedMp3(tags(`Coda ${run}`, { disc: 2, track: 1 }), { version: 3 })),
      write('a.mp3', taggedMp3(tags(`Aria ${run}`, { disc: 1, track: 1 }), { version: 3 })),
      write('b.mp3', taggedMp3(tags(`Bridge ${run}`, { disc: 1, track: 2 }), { version: 3 })),
    ];
    await chooseFiles(page, files);
    for (const name of ['a.mp3', 'b.mp3', 'c.mp3']) {
      await expect(fileCard(page, name).getByRole('textbox', { name: /Title/ })).toBeVisible();
    }
    await page.getByRole('switch', { name: 'Make an album from these files' }).press('Space');
    await page.getByRole('textbox', { name: /Album name/ }).fill(`Three Parts ${run}`);
    await page.getByRole('button', { name: 'Publish album' }).click();
    await page.getByRole('link', { name: `Album: Three Parts ${run}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Three Parts ${run}` })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(new RegExp(`(Aria|Bridge|Coda) ${run}`))).toHaveText([
      `Aria ${run}`,
      `Bridge ${run}`,
      `Coda ${run}`,
    ]);

    // Two more through the album's form, the second without an artist tag: it takes the album's artist.
    const albumPage = page.url();
    const albumId = Number(/\/album\/(\d+)/.exec(albumPage)?.[1]);
    await page.goto(`/admin/albums/${albumId}/edit`);
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill(`Three Parts Plus ${run}`);
    const { artists: _none, ...untagged } = tags(`Da Capo ${run}`);
    const later = [
      write('e.mp3', taggedMp3(tags(`Encore ${run}`, { track: 1 }), { version: 3 })),
      write('d.mp3', taggedMp3(untagged, { version: 3 })),
    ];
    await page
      .locator('[data-slot="file-drop-zone"]', { has: page.getByRole('button', { name: 'Upload tracks' }) })
      .locator('input[type="file"]:not([webkitdirectory])')
      .setInputFiles(later);
    const handles = page.getByRole('grid', { name: 'Tracks' }).getByRole('button', { name: /^Move / });
    await expect(handles).toHaveCount(5);
    await expect(page.getByText('2 tracks added to the album.')).toBeVisible();
    await expect(name).toHaveValue(`Three Parts Plus ${run}`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-slot="toast-message"]', { hasText: 'Album updated' })).toBeVisible();

    await page.goto(albumPage);
    await expect(page.getByRole('heading', { level: 1, name: `Three Parts Plus ${run}` })).toBeVisible();
    await expect(main.getByText(new RegExp(`(Aria|Bridge|Coda|Encore|Da Capo) ${run}`))).toHaveText([
      `Aria ${run}`,
      `Bridge ${run}`,
      `Coda ${run}`,
      `Encore ${run}`,
      `Da Capo ${run}`,
    ]);
    const stored = (await (await page.request.get(`/api/v1/albums/${albumId}`)).json()) as {
      album: { tracks: { name: string; artists: { name: string }[] }[] };
    };
    expect(stored.album.tracks.at(-1)?.artists.map((artist) => artist.name)).toEqual([
      `Import Artist ${run}`,
    ]);
  });
});

test.describe('the stored files at /admin/files', () => {
  test('uploads a file through the drop zone, deletes it forever, and its address answers 404', async ({
    page,
  }) => {
    expect((await postAsPage(page, '/auth/login', ADMIN)).status()).toBe(200);
    await page.goto('/admin/files');
    await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
    const name = `liner-notes-${run}.txt`;
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles(write(name, Buffer.from('Recorded live.')));

    const search = page.getByRole('searchbox');
    await search.fill(name);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
    await expect(row).toContainText('Nothing refers to it');
    await expectNoAxeViolations(page);
    const listed = await page.request.get(`/api/v1/admin/file-entries?query=${name}`);
    const { pagination } = (await listed.json()) as { pagination: { data: { url: string }[] } };
    const url = pagination.data[0]?.url ?? '';
    expect((await page.request.get(url)).status()).toBe(200);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('checkbox', { name: 'Delete forever' }).press('Space');
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await expect(
      page.locator('[data-slot="toast-message"]', { hasText: 'Deleted 1 file forever' }),
    ).toBeVisible();
    await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toHaveCount(0);
    expect((await page.request.get(url)).status()).toBe(404);
  });
});
