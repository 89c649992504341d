/**
 * `npx tsx scripts/bench-ui/cpu-time.ts`: the main-thread CPU time each overlay's opening costs, ours against raw
 * react-aria-components, unthrottled, median of many interleaved runs. Unlike `pnpm bench:ui`'s latencies it leaves
 * out the time the page waited for a core, so it holds within a few percent on a machine shared with other work,
 * where the latencies swing by a third: use it to tell whether a change to the kit made opening cheaper.
 * It reads the thread time of the page's top-level tasks from a Chrome trace of each run.
 *
 * Options: --cases id,id (default every overlay), --runs N (default 31), --warmup N (default 2).
 */
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium-args';
import { buildBenchPage } from './build-page';
import { ALL_CASES } from './cases';
import type { CaseDriver, Implementation } from './cases/case-driver';
import { median } from './report';
import { serveFolder } from './static-server';

const benchDir = dirname(fileURLToPath(import.meta.url));
const kitDir = resolve(benchDir, '../../packages/ui');

const { values: args } = parseArgs({
  options: {
    cases: { type: 'string', default: 'menu,select,popover,dialog' },
    runs: { type: 'string', default: '31' },
    warmup: { type: 'string', default: '2' },
  },
});
const wanted = (args.cases ?? '').split(',');
const cases = ALL_CASES.filter((driver) => wanted.includes(driver.id));
const runs = Number(args.runs);
const warmupRuns = Number(args.warmup);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/** The thread time, in ms, of the renderer main thread's top-level tasks in a trace. */
function mainThreadCpuMs(trace: Buffer): number {
  const parsed = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  let micros = 0;
  for (const event of events) {
    if (event.ph !== 'X' || !mainThreads.has(`${event.pid}:${event.tid}`)) continue;
    if (event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask') micros += event.tdur ?? 0;
  }
  return micros / 1000;
}

async function openSide(
  browser: Browser,
  origin: string,
  driver: CaseDriver,
  implementation: Implementation,
) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}/?case=${driver.page ?? driver.id}&impl=${implementation}`);
  await page.waitForFunction(() => window.benchReady === true);
  await driver.prepare?.(page, implementation);
  return page;
}

async function cpuOfRun(
  browser: Browser,
  page: Page,
  driver: CaseDriver,
  implementation: Implementation,
  run: number,
  traced: boolean,
): Promise<number> {
  if (traced) await browser.startTracing(page, { categories: ['toplevel'] });
  await page.evaluate((selector) => window.benchProbe.arm(selector), driver.result(run, implementation));
  await driver.act(page, run);
  await page.evaluate(() => window.benchProbe.result(40_000));
  const cpuMs = traced ? mainThreadCpuMs(await browser.stopTracing()) : Number.NaN;
  await driver.reset?.(page, run, implementation);
  await new Promise((done) => setTimeout(done, 150));
  return cpuMs;
}

const outDir = await buildBenchPage({ benchDir, kitDir, cases });
const { server, origin } = await serveFolder(outDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  console.log(`Main-thread CPU ms per opening, median of ${runs} interleaved runs, unthrottled:`);
  for (const driver of cases) {
    const pages = {
      ours: await openSide(browser, origin, driver, 'ours'),
      raw: await openSide(browser, origin, driver, 'raw'),
    };
    const cpuMs: Record<Implementation, number[]> = { ours: [], raw: [] };
    for (let run = 0; run < warmupRuns + runs; run++) {
      const order: Implementation[] = run % 2 ? ['raw', 'ours'] : ['ours', 'raw'];
      for (const side of order) {
        const traced = run >= warmupRuns;
        const ms = await cpuOfRun(browser, pages[side], driver, side, run, traced);
        if (traced) cpuMs[side].push(ms);
      }
    }
    await pages.ours.close();
    await pages.raw.close();
    const ours = median(cpuMs.ours);
    const raw = median(cpuMs.raw);
    console.log(
      `${driver.label}: ours ${ours.toFixed(1)}, raw ${raw.toFixed(1)}, ratio ${(ours / raw).toFixed(2)}x`,
    );
  }
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
