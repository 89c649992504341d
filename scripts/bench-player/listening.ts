// The listening figures of `pnpm bench:player`, measured on the product as `pnpm start` runs it on loopback: the
// time from a click on an album's play button to sound, and the gap between the tracks of a continuous album as
// the page's Web Audio output records it.
import { resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startProduct } from '../bench-web/product-server';
import {
  armClickToPlaying,
  clickToPlaying,
  installAudioProbe,
  seekSoundingAudioNearEnd,
  startRecording,
  stopRecording,
} from './audio/audio-probe';
import { measuredGapMs } from './audio/gap-analysis';

/** One printed table: a title and its rows of figure and value. */
export interface ListeningTable {
  title: string;
  rows: [string, string][];
  /** The budgets this table's figures exceed, each said as a sentence; none when all hold. */
  exceeded?: string[];
}

/** Click to `playing` on a first visit, at the median: the listening issue's budget. */
export const CLICK_TO_PLAYING_P50_BUDGET_MS = 150;

interface DemoAlbum {
  id: number;
  name: string;
  tracks: { id: number; name: string }[];
}

/** The nearest-rank percentile `p` (0–100) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

async function demoAlbum(page: Page, origin: string, name: string): Promise<DemoAlbum> {
  for (let id = 1; id <= 40; id += 1) {
    const answer = await page.request.get(`${origin}/api/v1/albums/${id}`);
    if (!answer.ok()) continue;
    const { album } = (await answer.json()) as { album: DemoAlbum };
    if (album.name === name) return album;
  }
  throw new Error(`No demo album named ${name}`);
}

const albumPlayButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Play', exact: true });

/** Waits until the media element of `trackId` sounds and has played `seconds`. */
function playedFor(page: Page, trackId: number, seconds: number) {
  return page.waitForFunction(
    ({ trackId, seconds }) =>
      (
        window as unknown as { tonearmAudioProbe: { elements: HTMLAudioElement[] } }
      ).tonearmAudioProbe.elements.some(
        (audio) =>
          !audio.paused && audio.src.endsWith(`/tracks/${trackId}/stream`) && audio.currentTime > seconds,
      ),
    { trackId, seconds },
    { timeout: 30_000 },
  );
}

/**
 * How long the pointer rests on the play button before the click, as a listener's does between reaching it and
 * pressing it: the player's code loads meanwhile. `BENCH_POINTER_REST_MS=0` clicks at once.
 */
export const POINTER_REST_MS = Number(process.env.BENCH_POINTER_REST_MS ?? 300);

/**
 * Click to sound, each run in a fresh browser context: a first visit to the album page, the pointer resting on the
 * play button for `POINTER_REST_MS`, then one click.
 */
async function measureClickToPlaying(browser: Browser, origin: string, album: DemoAlbum, runs: number) {
  const playing: number[] = [];
  const advancing: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await installAudioProbe(page);
      await page.goto(`${origin}/album/${album.id}/artist/album`, { waitUntil: 'networkidle' });
      await albumPlayButton(page).waitFor();
      if (POINTER_REST_MS > 0) {
        await albumPlayButton(page).hover();
        await page.waitForTimeout(POINTER_REST_MS);
      }
      await armClickToPlaying(page);
      await albumPlayButton(page).click();
      const measured = await clickToPlaying(page);
      playing.push(measured.playingMs);
      advancing.push(measured.advancingMs);
    } finally {
      await context.close();
    }
  }
  const row = (label: string, values: number[], p: number): [string, string] => [
    `${label}, p${p}`,
    `${percentile(values, p).toFixed(0)} ms`,
  ];
  const p50 = percentile(playing, 50);
  return {
    rows: [
      row('click to `playing`', playing, 50),
      row('click to `playing`', playing, 95),
      row('click to audio time advancing', advancing, 50),
      row('click to audio time advancing', advancing, 95),
    ],
    exceeded:
      p50 > CLICK_TO_PLAYING_P50_BUDGET_MS
        ? [
            `Click to playing takes ${p50.toFixed(0)} ms at p50, over the ${CLICK_TO_PLAYING_P50_BUDGET_MS} ms budget.`,
          ]
        : [],
  };
}

/** The gap at each join of a continuous album's first tracks, recorded on the page's output. */
async function measureAlbumGaps(browser: Browser, origin: string, album: DemoAlbum, joins: number) {
  // The recorder is an AudioWorklet loaded from a Blob, which the site's script policy refuses.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  const gaps: number[] = [];
  try {
    await installAudioProbe(page, { record: true });
    await page.goto(`${origin}/album/${album.id}/artist/album`, { waitUntil: 'networkidle' });
    await albumPlayButton(page).click();
    for (let join = 0; join < joins; join += 1) {
      const [current, next] = [album.tracks[join], album.tracks[join + 1]];
      if (!current || !next) break;
      await playedFor(page, current.id, 0.5);
      await seekSoundingAudioNearEnd(page, 2.5);
      await startRecording(page);
      await playedFor(page, next.id, 1.5);
      const { samples, sampleRate } = await stopRecording(page);
      gaps.push(measuredGapMs(samples, sampleRate));
    }
  } finally {
    await context.close();
  }
  return [
    ['inter-track gap, median', `${percentile(gaps, 50).toFixed(1)} ms`],
    ['inter-track gap, worst', `${Math.max(...gaps).toFixed(1)} ms`],
  ] satisfies [string, string][];
}

/**
 * Starts the product on loopback (a fresh data directory: the first start generates the demo music), measures,
 * and stops it. `runs` clicks for click-to-playing, the first `joins` joins of 'Live at Halle 9' for the gap.
 */
export async function measureListening(
  browser: Browser,
  { repoRoot, runs, joins }: { repoRoot: string; runs: number; joins: number },
): Promise<ListeningTable[]> {
  const product = await startProduct(resolve(repoRoot));
  try {
    const page = await browser.newPage();
    const [album, continuous] = [
      await demoAlbum(page, product.origin, 'Glass Meadows'),
      await demoAlbum(page, product.origin, 'Live at Halle 9'),
    ];
    await page.close();
    return [
      {
        title: `Click to playing on loopback: the album page's play button after the pointer rests on it ${POINTER_REST_MS} ms, ${runs} runs, each a first visit`,
        ...(await measureClickToPlaying(browser, product.origin, album, runs)),
      },
      {
        title: `Gap between the tracks of '${continuous.name}' (one piece cut at bar lines), ${joins} joins, on the page's Web Audio output`,
        rows: await measureAlbumGaps(browser, product.origin, continuous, joins),
      },
    ];
  } finally {
    await product.stop();
  }
}
