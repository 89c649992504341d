import type { Browser, Page } from '@playwright/test';
import type { CaseDriver, Implementation } from './cases/case-driver';
import type { InteractionTiming } from './page/latency-probe';

/** The figures of one case on one side at one CPU throttling rate. */
export interface CaseMeasurement {
  latencyMs: number[];
  eventTimingMs: (number | null)[];
  error?: string;
}

export interface MeasureOptions {
  origin: string;
  /** CPU slowdown factor applied through the Chrome DevTools Protocol (1 = none). */
  throttle: number;
  warmupRuns: number;
  runs: number;
}

const IMPLEMENTATIONS: readonly Implementation[] = ['ours', 'raw'];

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const failure = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/** Loads one side of a case in a fresh page and throttles its CPU. */
async function openSide(
  browser: Browser,
  driver: CaseDriver,
  implementation: Implementation,
  { origin, throttle }: MeasureOptions,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/?case=${driver.page ?? driver.id}&impl=${implementation}`);
  await page.waitForFunction(() => window.benchReady === true);
  await driver.prepare?.(page, implementation);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return page;
}

/** Times one run's input until its result is painted, then brings the page back to its starting state. */
async function measureRun(
  page: Page,
  driver: CaseDriver,
  implementation: Implementation,
  run: number,
  throttle: number,
): Promise<InteractionTiming> {
  await page.evaluate((selector) => window.benchProbe.arm(selector), driver.result(run, implementation));
  await driver.act(page, run);
  const timing: InteractionTiming = await page.evaluate(
    (timeoutMs) => window.benchProbe.result(timeoutMs),
    10_000 * throttle,
  );
  await driver.reset?.(page, run, implementation);
  // Lets exit animations, effects and idle work finish so they do not land in the next run.
  await settle(100);
  return timing;
}

/**
 * Measures ours and raw react-aria-components side by side: each in its own page, with their runs interleaved
 * (and which goes first alternating), so load from other processes on the machine, which comes and goes over
 * seconds, falls on both sides alike instead of on whichever was measured while it lasted.
 */
export async function measurePair(
  browser: Browser,
  driver: CaseDriver,
  options: MeasureOptions,
): Promise<Record<Implementation, CaseMeasurement>> {
  const measured: Record<Implementation, CaseMeasurement> = {
    ours: { latencyMs: [], eventTimingMs: [] },
    raw: { latencyMs: [], eventTimingMs: [] },
  };
  const pages = new Map<Implementation, Page>();
  try {
    for (const implementation of IMPLEMENTATIONS) {
      try {
        pages.set(implementation, await openSide(browser, driver, implementation, options));
      } catch (error) {
        measured[implementation].error = failure(error);
      }
    }
    for (let run = 0; run < options.warmupRuns + options.runs; run++) {
      const order = run % 2 ? [...IMPLEMENTATIONS].reverse() : IMPLEMENTATIONS;
      for (const implementation of order) {
        const page = pages.get(implementation);
        const side = measured[implementation];
        if (!page || side.error) continue;
        try {
          const timing = await measureRun(page, driver, implementation, run, options.throttle);
          if (run >= options.warmupRuns) {
            side.latencyMs.push(timing.latencyMs);
            side.eventTimingMs.push(timing.eventTimingMs);
          }
        } catch (error) {
          side.error = failure(error);
        }
      }
    }
  } finally {
    for (const page of pages.values()) await page.context().close();
  }
  return measured;
}
