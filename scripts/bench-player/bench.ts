// `pnpm bench:player`: the player's figures in Chromium. The engine's inter-track gap and its time to first audio
// on two tones, measured on the mixed output sample by sample; then, on the product on loopback (`listening.ts`),
// click-to-playing on an album page and the gap between the tracks of a continuous demo album; and a 10,000-track
// playlist page's first visit, selection and scroll at 1x and 4x CPU (`large-playlist.ts`). `BENCH_PARTS`
// (engine, listening, playlist; all by default) picks some of them. Exits 1 when click to playing exceeds its
// budget (`CLICK_TO_PLAYING_P50_BUDGET_MS`).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import { build } from 'vite';
import { serveFolder } from '../bench-ui/static-server';
import { CHROMIUM_ARGS } from '../chromium-args';
import { measureLargePlaylist } from './large-playlist';
import { type ListeningTable, measureListening } from './listening';

const runs = Number(process.env.BENCH_RUNS ?? 5);
// Percentiles need more runs than medians: p95 of 20 is the second slowest.
const clickRuns = Number(process.env.BENCH_CLICK_RUNS ?? 20);
const playlistMounts = Number(process.env.BENCH_PLAYLIST_MOUNTS ?? 5);
const parts = new Set((process.env.BENCH_PARTS ?? 'engine,listening,playlist').split(','));
const trackSeconds = 1.5;
const benchDir = dirname(fileURLToPath(import.meta.url));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface Measurement {
  title: string;
  run: (browser: Browser, origin: string) => Promise<string[][]>;
}

const engineGap: Measurement = {
  title: `Engine: two ${trackSeconds} s tones back to back, ${runs} runs`,
  async run(browser, origin) {
    const page = await browser.newPage();
    try {
      await page.goto(`${origin}/index.html`);
      await page.waitForFunction(() => typeof window.measureEngine === 'function');
      const results = [];
      for (let index = 0; index < runs; index += 1) {
        results.push(await page.evaluate((seconds) => window.measureEngine(seconds), trackSeconds));
      }
      const gaps = results.map((result) => result.gapMs);
      const firsts = results.map((result) => result.firstAudioMs);
      const overlaps = results.map((result) => result.overlapMs);
      return [
        ['inter-track gap, median', `${median(gaps).toFixed(1)} ms`],
        ['inter-track gap, worst', `${Math.max(...gaps).toFixed(1)} ms`],
        ['overlap of the two tracks, median', `${median(overlaps).toFixed(1)} ms`],
        ['time to first audio (local file), median', `${median(firsts).toFixed(0)} ms`],
      ];
    } finally {
      await page.close();
    }
  },
};

const measurements: Measurement[] = [engineGap];

const outDir = mkdtempSync(join(tmpdir(), 'tonearm-bench-player-'));
await build({
  configFile: false,
  root: join(benchDir, 'page'),
  mode: 'production',
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
});
const { server, origin } = await serveFolder(outDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
});
try {
  console.log(`Chromium ${browser.version()}\n`);
  if (parts.has('engine')) {
    for (const measurement of measurements) {
      console.log(`${measurement.title}\n\n| figure | value |\n|:--|--:|`);
      for (const [figure, value] of await measurement.run(browser, origin))
        console.log(`| ${figure} | ${value} |`);
      console.log('');
    }
  }
  const repoRoot = join(benchDir, '../..');
  const tables: ListeningTable[] = [];
  if (parts.has('listening'))
    tables.push(...(await measureListening(browser, { repoRoot, runs: clickRuns, joins: 3 })));
  if (parts.has('playlist'))
    tables.push(await measureLargePlaylist(browser, { repoRoot, mounts: playlistMounts }));
  for (const table of tables) {
    console.log(`${table.title}\n\n| figure | value |\n|:--|--:|`);
    for (const [figure, value] of table.rows) console.log(`| ${figure} | ${value} |`);
    console.log('');
  }
  const exceeded = tables.flatMap((table) => table.exceeded ?? []);
  for (const sentence of exceeded) console.error(sentence);
  if (exceeded.length > 0) process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
