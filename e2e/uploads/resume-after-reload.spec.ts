import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Request, type Route, test } from '@playwright/test';
import { postAsPage } from '../account/support/accounts';
import { expectNoAxeViolations } from '../support/axe';

// The admin the e2e server is started with (playwright.config.ts).
const ADMIN = { email: 'admin@tonearm.test', password: 'e2e-admin-password', remember: false };
const TUS_UPLOADS = /\/api\/v1\/tus\/upload(\/[^/?]+)?(\?|$)/;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test.describe('uploads: resumable upload across a reload', () => {
  let folder: string;
  test.beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'tonearm-upload-e2e-'));
  });
  test.afterEach(() => rmSync(folder, { recursive: true, force: true }));

  test('resumes a tus upload from the offset the server has after the page is reloaded', async ({ page }) => {
    // Two page loads, ~18 MB through the browser and an axe pass: more than the default on a busy machine.
    test.setTimeout(60_000);
    expect((await postAsPage(page, '/auth/login', ADMIN)).status()).toBe(200);
    const bootstrap = (await (
      await page.request.get('/api/v1/bootstrap-data', { headers: { Accept: 'application/json' } })
    ).json()) as { settings: { uploads?: { chunk_size?: number } } };
    const chunkSize = bootstrap.settings.uploads?.chunk_size ?? 0;
    expect(chunkSize).toBeGreaterThan(0);

    // One and a half chunks (over the 4 MB that makes an upload resumable), so it stops with bytes on both sides.
    // A file on disk keeps its modification time between the two picks, so its fingerprint stays the same.
    const bytes = randomBytes(Math.floor(chunkSize * 1.5));
    const path = join(folder, 'session-master.wav');
    writeFileSync(path, bytes);

    await page.goto('/admin/files');
    await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();

    // The second chunk never reaches the server: it is held until the page goes away, as a connection dropping
    // mid-upload would leave it. Every later request goes through.
    let patches = 0;
    let holdSecondChunk: () => void = () => {};
    const secondChunkHeld = new Promise<void>((resolve) => {
      holdSecondChunk = resolve;
    });
    const holdingSecondChunk = async (route: Route) => {
      if (route.request().method() === 'PATCH' && ++patches === 2) {
        holdSecondChunk();
        return;
      }
      await route.continue();
    };
    await page.route(TUS_UPLOADS, holdingSecondChunk);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files' }).click();
    await (await chooser).setFiles(path);
    const uploads = page.getByRole('region', { name: 'Uploads' });
    await expect(uploads.getByText('session-master.wav')).toBeVisible();
    await secondChunkHeld;
    await expect(uploads.getByRole('progressbar', { name: 'session-master.wav' })).toHaveAttribute(
      'aria-valuenow',
      /^[1-9]\d*$/,
    );

    const uploadUrl = await page.evaluate(
      () => Object.entries(localStorage).find(([key]) => key.startsWith('tonearm.uploads:'))?.[1],
    );
    expect(uploadUrl, 'the resume record is stored before the reload').toBeTruthy();

    await page.reload();
    const afterReload: Request[] = [];
    page.on('request', (request) => {
      if (TUS_UPLOADS.test(request.url())) afterReload.push(request);
    });

    const entryResponse = page.waitForResponse((response) => response.url().includes('/api/v1/tus/entries'));
    const chooserAgain = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files' }).click();
    await (await chooserAgain).setFiles(path);
    const entry = await entryResponse;
    expect(entry.ok()).toBe(true);
    await expect(uploads.getByText('Uploaded', { exact: true })).toBeVisible();
    await expect(uploads.getByRole('status')).toHaveText('session-master.wav uploaded');

    // The upload went on from the first chunk's end: asked the server its offset, created nothing new.
    const calls = afterReload.map((request) => request.method());
    expect(calls[0]).toBe('HEAD');
    expect(calls).not.toContain('POST');
    const firstPatch = afterReload.find((request) => request.method() === 'PATCH');
    expect(firstPatch?.headers()['upload-offset']).toBe(String(chunkSize));
    const head = await afterReload[0]?.response();
    expect(head?.headers()['upload-offset']).toBe(String(chunkSize));

    // What the server stored is the file, byte for byte.
    const { fileEntry } = (await entry.json()) as { fileEntry: { id: number } };
    const stored = await page.request.get(`/api/v1/file-entries/${fileEntry.id}/file`);
    expect(stored.status()).toBe(200);
    expect(sha256(await stored.body())).toBe(sha256(bytes));
    await expectNoAxeViolations(page);
  });
});
