import { expect, type Frame, type Page } from '@playwright/test';
import { soundingAudio } from '../../../scripts/bench-player/audio/audio-probe';
import { CHROMIUM_ARGS } from '../../../scripts/chromium-args';

/**
 * Chromium that plays without a click first: playing may start after a click's activation ran out (the player's
 * code arriving late, a menu, a framed embed), as a listener's press on Play does. For `test.use`.
 */
export const autoplayBrowser = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  },
};

/**
 * The demo listener, seeded on every fresh site with some likes, a followed playlist and a history
 * (apps/server/src/seed/seed-demo-listener.ts).
 */
export const DEMO_LISTENER = { email: 'listener@tonearm.local', password: 'tonearm-listener' };

/** Signs in as the demo listener through the login page. */
export async function logInAsListener(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_LISTENER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_LISTENER.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Waits until media sounds in `target` and its time moves on by at least a second, from track `trackId` if given. */
export async function expectAudioAdvancing(target: Page | Frame, trackId?: number) {
  let from = -1;
  await expect
    .poll(
      async () => {
        const audio = await soundingAudio(target);
        if (!audio || (trackId !== undefined && !audio.src.endsWith(`/tracks/${trackId}/stream`))) return 0;
        if (from < 0) from = audio.currentTime;
        return audio.currentTime - from;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(1);
}
