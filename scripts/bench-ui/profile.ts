/**
 * `npx tsx scripts/bench-ui/profile.ts`: where the time of one case's interaction goes, ours against raw
 * react-aria-components, at 4x CPU throttling: the browser's script, style and layout time and the functions that
 * took the most time.
 * Built without minifying, so the names are the source's.
 *
 * Options: --cases id,id (default all overlays), --runs N (default 10), --throttle N (default 4), --top N.
 */
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type CDPSession, chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium-args';
import { buildBenchPage } from './build-page';
import { ALL_CASES } from './cases';
import type { CaseDriver, Implementation } from './cases/case-driver';
import { serveFolder } from './static-server';

const benchDir = dirname(fileURLToPath(import.meta.url));
const kitDir = resolve(benchDir, '../../packages/ui');

const { values: args } = parseArgs({
  options: {
    cases: { type: 'string', default: 'menu,select,popover,dialog' },
    runs: { type: 'string', default: '10' },
    throttle: { type: 'string', default: '4' },
    top: { type: 'string', default: '25' },
  },
});
const wanted = (args.cases ?? '').split(',');
const cases = ALL_CASES.filter((driver) => wanted.includes(driver.id));
const runs = Number(args.runs);
const throttle = Number(args.throttle);
const top = Number(args.top);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const METRICS = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'] as const;

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
}

const settle = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function profileCase(origin: string, driver: CaseDriver, implementation: Implementation) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/?case=${driver.page ?? driver.id}&impl=${implementation}`);
  await page.waitForFunction(() => window.benchReady === true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const totals: Record<string, number> = {};
  const selfTime = new Map<string, number>();
  const totalTime = new Map<string, number>();
  for (let run = 0; run < runs + 2; run++) {
    const measured = run >= 2;
    const before = await metrics(cdp);
    if (measured) await cdp.send('Profiler.start');
    await page.evaluate((selector) => window.benchProbe.arm(selector), driver.result(run, implementation));
    await driver.act(page, run);
    await page.evaluate(() => window.benchProbe.result(40_000));
    const after = await metrics(cdp);
    if (measured) {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      for (const name of METRICS)
        totals[name] = (totals[name] ?? 0) + ((after[name] ?? 0) - (before[name] ?? 0)) * 1000;
      const byId = new Map(profile.nodes.map((node) => [node.id, node]));
      const parents = new Map<number, number>();
      for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
      const keyOf = ({ callFrame: frame }: ProfileNode) =>
        `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
      profile.samples.forEach((id, index) => {
        const node = byId.get(id);
        if (!node) return;
        const ms = (profile.timeDeltas[index] ?? 0) / 1000;
        selfTime.set(keyOf(node), (selfTime.get(keyOf(node)) ?? 0) + ms);
        // Each function on the sample's stack, once, for the time spent in it and what it called.
        const seen = new Set<string>();
        for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
          const frame = byId.get(at);
          if (!frame?.callFrame.url.includes('/assets/')) continue;
          const key = keyOf(frame);
          if (seen.has(key)) continue;
          seen.add(key);
          totalTime.set(key, (totalTime.get(key) ?? 0) + ms);
        }
      });
    }
    await driver.reset?.(page, run, implementation);
    await settle(100);
  }
  await browser.close();
  const perRun = Object.fromEntries(Object.entries(totals).map(([name, value]) => [name, value / runs]));
  const hottest = [...selfTime.entries()]
    .map(([name, ms]) => [name, ms / runs] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  const widest = [...totalTime.entries()]
    .map(([name, ms]) => [name, ms / runs] as const)
    .filter(([name]) => !/^\(/.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  return { perRun, hottest, widest };
}

const outDir = await buildBenchPage({ benchDir, kitDir, cases, minify: false });
const { server, origin } = await serveFolder(outDir);
try {
  for (const driver of cases) {
    for (const implementation of ['ours', 'raw'] as const) {
      const { perRun, hottest, widest } = await profileCase(origin, driver, implementation);
      console.log(`\n## ${driver.label}, ${implementation}, mean per run at ${throttle}x (ms)`);
      console.log(METRICS.map((name) => `${name} ${(perRun[name] ?? 0).toFixed(1)}`).join(' · '));
      console.log('self time:');
      for (const [name, ms] of hottest) console.log(`${ms.toFixed(2).padStart(8)}  ${name}`);
      console.log('total time (with what it called), page code only:');
      for (const [name, ms] of widest) console.log(`${ms.toFixed(2).padStart(8)}  ${name}`);
    }
  }
} finally {
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
