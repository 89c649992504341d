import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { taggedMp3 } from '../../apps/server/src/admin/catalogue-import/test-support/tagged-audio';
import { postAsPage, signUp, type TestAccount } from '../account/support/accounts';
import { makePng } from '../account/support/png';
import { expectNoAxeViolations } from '../support/axe';

// Uploads, tag reading and reports on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });
// One story on the suite's server: an artist approved through the requests, a follower, another listener.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// The admin the e2e server is started with (playwright.config.ts).
const ADMIN = { email: 'admin@tonearm.test', password: 'e2e-admin-password', remember: false };
const run = Date.now().toString(36);
const ARTIST_NAME = `Workspace Artist ${run}`;
const TRACK_NAME = `Harbour Song ${run}`;

let folder: string;
let artist: Page;
let follower: Page;
let artistId = 0;
let trackId = 0;

const xsrfHeaders = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('The site set no XSRF-TOKEN cookie');
  return { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) };
};

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/**
 * Makes the page's listener an artist the way the product does: a become-artist request with an identity
 * document, approved by the admin through the review endpoints (which link them through `artist_members`).
 */
async function becomeArtist(page: Page, browser: Browser): Promise<number> {
  const proof = await page.request.post('/api/v1/file-entries', {
    headers: await xsrfHeaders(page),
    multipart: { file: { name: 'passport.png', mimeType: 'image/png', buffer: makePng(8, 8) } },
  });
  expect(proof.status(), await proof.text()).toBe(201);
  const { fileEntry } = (await proof.json()) as { fileEntry: { id: number } };
  const asked = await postAsPage(page, '/api/v1/backstage-requests', {
    type: 'become-artist',
    first_name: 'Wren',
    last_name: 'Harbour',
    artist_name: ARTIST_NAME,
    proof_file_entry_id: fileEntry.id,
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { request } = (await asked.json()) as { request: { id: number } };
  const admin = await newPage(browser);
  expect((await postAsPage(admin, '/auth/login', ADMIN)).status()).toBe(200);
  const approved = await postAsPage(admin, `/api/v1/admin/backstage-requests/${request.id}/approve`, {
    notes: 'Welcome aboard.',
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.context().close();
  const choices = await page.request.get('/api/v1/backstage/workspace/artists', {
    headers: { Accept: 'application/json' },
  });
  const { items } = (await choices.json()) as { items: { id: number; name: string }[] };
  const own = items.find((item) => item.name === ARTIST_NAME);
  if (!own) throw new Error(`The artist is not among the user's own: ${JSON.stringify(items)}`);
  return own.id;
}

test.beforeAll(async ({ browser }) => {
  folder = mkdtempSync(join(tmpdir(), 'tonearm-workspace-e2e-'));
  artist = await newPage(browser);
  await signUp(artist, 'artist');
  artistId = await becomeArtist(artist, browser);
  follower = await newPage(browser);
  const fan: TestAccount = await signUp(follower, 'fan');
  expect(fan.id).toBeGreaterThan(0);
  const followed = await postAsPage(follower, '/api/v1/users/me/add-to-library', {
    likeables: [{ likeable_type: 'artist', likeable_id: artistId }],
  });
  expect(followed.status(), await followed.text()).toBe(200);
});

test.afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await artist?.context().close();
  await follower?.context().close();
});

test.describe('the artist’s workspace', () => {
  test('an artist uploads and publishes a track into their own artist, and a follower is told', async () => {
    await artist.goto('/backstage/upload');
    await expect(artist.getByRole('heading', { level: 1, name: 'Upload' })).toBeVisible();
    await expect(artist.getByText('You may upload as much music as you like.')).toBeVisible();
    await expectNoAxeViolations(artist);
    const path = join(folder, 'harbour.mp3');
    // The tags name someone else: the workspace credits the artist's own artist instead.
    writeFileSync(
      path,
      taggedMp3({ title: TRACK_NAME, artists: ['Somebody Famous'] }, { version: 4, seconds: 4 }),
    );
    await artist.locator('input[type="file"]:not([webkitdirectory])').first().setInputFiles([path]);
    const card = artist.getByRole('listitem', { name: 'harbour.mp3' });
    await expect(card.getByRole('textbox', { name: /Title/ })).toHaveValue(TRACK_NAME);
    // Picked from the artist's own, never typed.
    const credits = card.getByRole('group', { name: 'Artists' });
    await expect(credits.getByText(ARTIST_NAME, { exact: true })).toBeVisible();
    await expect(card.getByRole('textbox', { name: /^Artists/ })).toHaveCount(0);
    await artist.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(artist.getByRole('heading', { name: 'Published 1 track' })).toBeVisible();
    const link = artist.getByRole('link', { name: TRACK_NAME });
    trackId = Number(/\/track\/(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1]);
    expect(trackId).toBeGreaterThan(0);

    await follower.goto('/notifications');
    await expect(follower.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(follower.getByText(`${ARTIST_NAME} released a new track.`)).toBeVisible();
  });

  test('a play of the track shows in its insights, and its edit page is the artist’s', async () => {
    const played = await postAsPage(follower, `/api/v1/tracks/plays/${trackId}/log`, {});
    expect(played.status(), await played.text()).toBe(200);

    await artist.goto(`/backstage/tracks/${trackId}/insights`);
    await expect(artist.getByRole('heading', { level: 1, name: `“${TRACK_NAME}” insights` })).toBeVisible();
    await expect(artist.getByText('1 total plays')).toBeVisible();
    await expect(artist.getByRole('main').getByRole('link', { name: TRACK_NAME })).toBeVisible();
    await expectNoAxeViolations(artist);

    await artist.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(artist.getByRole('heading', { level: 1, name: `Edit “${TRACK_NAME}”` })).toBeVisible();
  });

  test('another user gets the not-found page on the track’s backstage pages', async () => {
    await follower.goto(`/backstage/tracks/${trackId}`);
    await expect(
      follower.getByRole('heading', { name: "Looks like you've found the doorway to the great nothing" }),
    ).toBeVisible();
    await follower.goto(`/backstage/tracks/${trackId}/insights`);
    await expect(
      follower.getByRole('heading', { name: "Looks like you've found the doorway to the great nothing" }),
    ).toBeVisible();
  });
});
