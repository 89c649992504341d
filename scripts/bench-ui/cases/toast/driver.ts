import type { CaseDriver } from '../case-driver';

const TOAST_SELECTOR = { ours: '[data-slot="toast"]', raw: '.bench-raw-toast' } as const;

export const toast: CaseDriver = {
  id: 'toast',
  label: 'show a toast',
  requires: { button: ['Button'], toast: ['ToastRegion', 'toast'] },
  act: (page) => page.click('#root button:not([slot="close"])'),
  result: (_run, implementation) => TOAST_SELECTOR[implementation],
  async reset(page, _run, implementation) {
    await page.evaluate(() => window.benchReset?.());
    await page.waitForSelector(TOAST_SELECTOR[implementation], { state: 'detached' });
  },
};
