import type { Page } from '@playwright/test';

/** Which side of the comparison a page shows. */
export type Implementation = 'ours' | 'raw';

/** How the runner drives one case: its measured input and the state that shows the input's result. */
export interface CaseDriver {
  id: string;
  /** The row label in the printed table. */
  label: string;
  /** The page module under `cases/` that renders this case; defaults to the case's own folder. */
  page?: string;
  /** Kit folders and the names each must export; the case runs only when all exist. */
  requires: Record<string, readonly string[]>;
  /** Unmeasured, once after the page loads. */
  prepare?: (page: Page, implementation: Implementation) => Promise<void>;
  /** The measured input of one run. */
  act: (page: Page, run: number) => Promise<void>;
  /** A CSS selector that matches once the run's result is on screen. */
  result: (run: number, implementation: Implementation) => string;
  /** Unmeasured: back to the starting state after a run. */
  reset?: (page: Page, run: number, implementation: Implementation) => Promise<void>;
  /** The budget: the most our median may take as a multiple of raw react-aria-components' at 4x CPU. */
  maxRatio?: number;
}

/** Opening an overlay may cost at most 1.10x raw react-aria-components (issue 25). */
export const OVERLAY_MAX_RATIO = 1.1;
/** The CPU throttling rate the budgets are checked at. */
export const BUDGET_THROTTLE = 4;

/** Clicks the page's only trigger button. */
export const clickTrigger = (page: Page) => page.click('#root button');

/** Closes an overlay with Escape and waits until it has left the page. */
export function closeWith(selector: string) {
  return async (page: Page) => {
    await page.keyboard.press('Escape');
    await page.waitForSelector(selector, { state: 'detached' });
  };
}
