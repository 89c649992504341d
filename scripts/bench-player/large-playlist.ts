// The 10,000-track playlist figures of `pnpm bench:player`: on the product as `pnpm start` runs it, a public
// playlist of 10,000 tracks is opened on a first visit (navigation to its first rows painted), its rows are
// selected with a click, Shift+click and Ctrl+click (pointer down to the frame after the selection shows), and
// its list is scrolled to the middle (the scroll to the rows there painted with their tracks), each at 1x and 4x
// CPU throttling.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startProduct } from '../bench-web/product-server';
import { seedLargePlaylist } from './large-playlist-seed';
import { type ListeningTable, percentile } from './listening';

const PLAYLIST_SIZE = 10_000;
const THROTTLING = [1, 4] as const;

declare global {
  interface Window {
    tonearmFirstRowMs?: number;
    tonearmSelection?: Promise<number>;
  }
}

/**
 * Records, from the first script on, when the list's first row shows its track (`firstName`) and is painted. Like
 * the other functions run in the page, it names no inner function: tsx would wrap it in a helper the page lacks.
 */
function watchFirstRow(firstName: string) {
  const observer = new MutationObserver(() => {
    const row = document.querySelector('[role="row"][aria-rowindex="2"]');
    if (row?.textContent?.includes(firstName)) {
      observer.disconnect();
      requestAnimationFrame(() => {
        window.tonearmFirstRowMs = performance.now();
      });
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** Arms `window.tonearmSelection`: milliseconds from the next pointer down to the frame after a row's selection changed. */
function armSelectionTimer() {
  window.tonearmSelection = new Promise((resolve) => {
    let downAt = 0;
    document.addEventListener(
      'pointerdown',
      () => {
        downAt = performance.now();
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - downAt));
    });
    const grid = document.querySelector('[role="grid"]');
    if (grid) observer.observe(grid, { attributes: true, subtree: true, attributeFilter: ['aria-selected'] });
  });
}

/** Scrolls the list so row `rowIndex` is in view; answers the milliseconds until it is painted with `name`. */
function scrollToRow({ rowIndex, name }: { rowIndex: number; name: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const grid = document.querySelector<HTMLElement>('[role="grid"]');
    let scroller: HTMLElement | null = grid;
    while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement;
    if (!grid || !scroller) {
      reject(new Error('No scrolling track list'));
      return;
    }
    const startedAt = performance.now();
    const observer = new MutationObserver(() => {
      const row = grid.querySelector(`[role="row"][aria-rowindex="${rowIndex}"]`);
      if (row?.textContent?.includes(name)) {
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - startedAt));
      }
    });
    observer.observe(grid, { childList: true, subtree: true, characterData: true });
    const rows = Number(grid.getAttribute('aria-rowcount') ?? '0');
    scroller.scrollTop = (scroller.scrollHeight * (rowIndex - 1)) / Math.max(rows, 1);
  });
}

const trackName = (index: number) => `(${index})`;

async function openPlaylist(browser: Browser, url: string, rate: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(watchFirstRow, trackName(1));
  await page.goto(url);
  await page.waitForFunction(() => window.tonearmFirstRowMs !== undefined, undefined, { timeout: 60_000 });
  const mountMs = await page.evaluate(() => window.tonearmFirstRowMs ?? Number.NaN);
  return { context, page, mountMs };
}

async function selectionLatencies(page: Page): Promise<number[]> {
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'OK' }).click();
  const clicks: [number, 'Shift' | 'ControlOrMeta' | undefined][] = [
    [3, undefined],
    [7, 'Shift'],
    [5, 'ControlOrMeta'],
    [9, undefined],
    [4, 'Shift'],
    [6, 'ControlOrMeta'],
    [2, undefined],
    [8, 'Shift'],
    [3, 'ControlOrMeta'],
    [10, undefined],
  ];
  const latencies: number[] = [];
  for (const [rowIndex, modifier] of clicks) {
    const row = page.locator(`[role="row"][aria-rowindex="${rowIndex}"]`);
    await page.evaluate(armSelectionTimer);
    // The duration cell: away from the row's links and buttons, so the click selects.
    const duration = row.getByRole('gridcell').filter({ hasText: /^\d+:\d{2}$/ });
    await duration.click(modifier ? { modifiers: [modifier] } : {});
    latencies.push(await page.evaluate(() => window.tonearmSelection ?? Number.NaN));
  }
  return latencies;
}

async function measureAt(browser: Browser, url: string, rate: number, mounts: number) {
  const mountTimes: number[] = [];
  let latencies: number[] = [];
  let scrollMs = Number.NaN;
  for (let run = 0; run < mounts; run += 1) {
    const { context, page, mountMs } = await openPlaylist(browser, url, rate);
    try {
      mountTimes.push(mountMs);
      if (run === 0) {
        latencies = await selectionLatencies(page);
        const middle = PLAYLIST_SIZE / 2;
        scrollMs = await page.evaluate(scrollToRow, { rowIndex: middle + 1, name: trackName(middle) });
      }
    } finally {
      await context.close();
    }
  }
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    [`${rate}x CPU: first visit to first rows painted, median of ${mounts}`, ms(percentile(mountTimes, 50))],
    [`${rate}x CPU: first visit to first rows painted, worst`, ms(Math.max(...mountTimes))],
    [
      `${rate}x CPU: click to selection painted, median of ${latencies.length}`,
      ms(percentile(latencies, 50)),
    ],
    [`${rate}x CPU: click to selection painted, worst`, ms(Math.max(...latencies))],
    [`${rate}x CPU: scroll to row 5,000 to its track painted`, ms(scrollMs)],
  ] satisfies [string, string][];
}

/**
 * Starts the product once to make its demo data, adds the playlist to its database while it is stopped, starts it
 * again and measures at each throttling rate.
 */
export async function measureLargePlaylist(
  browser: Browser,
  { repoRoot, mounts }: { repoRoot: string; mounts: number },
): Promise<ListeningTable> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tonearm-bench-playlist-'));
  try {
    const first = await startProduct(resolve(repoRoot), { dataDir });
    const ownerEmail = first.adminEmail;
    await first.stop();
    const playlist = await seedLargePlaylist(dataDir, { size: PLAYLIST_SIZE, ownerEmail });
    const product = await startProduct(resolve(repoRoot), { dataDir });
    try {
      const url = `${product.origin}/playlist/${playlist.id}/large`;
      const rows: [string, string][] = [];
      for (const rate of THROTTLING) rows.push(...(await measureAt(browser, url, rate, mounts)));
      return {
        title: `A public playlist of ${PLAYLIST_SIZE.toLocaleString('en')} tracks on loopback, a fresh context per visit`,
        rows,
      };
    } finally {
      await product.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
