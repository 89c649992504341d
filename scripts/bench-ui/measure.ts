import type { Browser } from '@playwright/test';
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

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads the case in a fresh page, throttles the CPU, then times each run's input until its result is painted. */
export async function measureCase(
  browser: Browser,
  driver: CaseDriver,
  implementation: Implementation,
  { origin, throttle, warmupRuns, runs }: MeasureOptions,
): Promise<CaseMeasurement> {
  const measurement: CaseMeasurement = { latencyMs: [], eventTimingMs: [] };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/?case=${driver.page ?? driver.id}&impl=${implementation}`);
    await page.waitForFunction(() => window.benchReady === true);
    await driver.prepare?.(page, implementation);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    for (let run = 0; run < warmupRuns + runs; run++) {
      await page.evaluate((selector) => window.benchProbe.arm(selector), driver.result(run, implementation));
      await driver.act(page, run);
      const timing: InteractionTiming = await page.evaluate(
        (timeoutMs) => window.benchProbe.result(timeoutMs),
        10_000 * throttle,
      );
      if (run >= warmupRuns) {
        measurement.latencyMs.push(timing.latencyMs);
        measurement.eventTimingMs.push(timing.eventTimingMs);
      }
      await driver.reset?.(page, run, implementation);
      // Lets exit animations, effects and idle work finish so they do not land in the next run.
      await settle(100);
    }
  } catch (error) {
    measurement.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await context.close();
  }
  return measurement;
}
