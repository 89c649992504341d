import type { CaseDriver } from '../case-driver';

export const tableMount: CaseDriver = {
  id: 'table-mount',
  label: 'mount a 10,000-row table',
  requires: { 'virtual-table': ['VirtualTable'] },
  act: (page) => page.click('#root button'),
  result: () => '[role="grid"] [role="row"][aria-rowindex="2"]',
  async reset(page) {
    await page.click('#root button');
    await page.waitForSelector('[role="grid"]', { state: 'detached' });
  },
};
