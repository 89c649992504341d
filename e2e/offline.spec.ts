import { type APIRequestContext, expect, test } from '@playwright/test';
import { installAudioProbe } from '../scripts/bench-player/audio/audio-probe';
import { autoplayBrowser, expectAudioAdvancing, logInAsListener } from './catalogue/support/listening';

// The rest of the suite runs without the service worker; this spec is about it.
test.use({ ...autoplayBrowser, serviceWorkers: 'allow' });
test.describe.configure({ timeout: 60_000 });

interface DemoAlbum {
  id: number;
  name: string;
  artists: { name: string }[];
  tracks: { id: number; name: string }[];
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The first demo album with tracks, as the server answers it. */
async function demoAlbum(request: APIRequestContext): Promise<DemoAlbum> {
  for (let id = 1; id <= 40; id += 1) {
    const answer = await request.get(`/api/v1/albums/${id}`, { headers: { Accept: 'application/json' } });
    if (!answer.ok()) continue;
    const { album } = (await answer.json()) as { album: DemoAlbum };
    if (album.tracks.length > 0) return album;
  }
  throw new Error('No demo album with tracks');
}

test('with the network cut, the installed app opens signed in and plays a track saved for offline', async ({
  page,
  context,
}) => {
  await installAudioProbe(page);
  await logInAsListener(page);
  // The worker registers once the first page has loaded, keeps the app's files, then takes the page over.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(await manifest.json()).toMatchObject({ display: 'standalone', start_url: '/' });

  const album = await demoAlbum(page.request);
  const track = album.tracks[0] as DemoAlbum['tracks'][number];
  await page.goto(`/album/${album.id}/${slug(album.artists[0]?.name ?? 'artist')}/${slug(album.name)}`);
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: `More options for ${track.name}` }).click();
  await page.getByRole('menuitem', { name: 'Available offline' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    `Saved ${track.name} for offline`,
    { timeout: 20_000 },
  );

  await page.goto('/offline');
  await expect(page.getByRole('heading', { name: 'Offline', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${track.name} from offline` })).toBeVisible();
  const listener = await page.evaluate(
    () => JSON.parse(document.getElementById('bootstrap-data')?.textContent ?? '{}').user?.name as string,
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Offline', level: 1 })).toBeVisible();
  // Signed in as before, from the bootstrap data the service worker kept.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: listener }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Play ${track.name}` }).click();
  await expectAudioAdvancing(page, track.id);

  // What a listener kept leaves the device with them: the next person at it finds nothing kept.
  await context.setOffline(false);
  await page.goto('/offline');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: listener }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open('tonearm-offline-audio-v1')).keys()).length),
    )
    .toBe(0);
});
