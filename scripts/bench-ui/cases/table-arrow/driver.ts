import type { CaseDriver } from '../case-driver';

export const tableArrow: CaseDriver = {
  id: 'table-arrow',
  label: 'ArrowDown to next row (10,000 rows)',
  page: 'table-select',
  requires: { 'virtual-table': ['VirtualTable'] },
  async prepare(page) {
    await page.click('[role="row"][aria-rowindex="2"] [role="rowheader"]');
  },
  act: (page) => page.keyboard.press('ArrowDown'),
  // Run n moves focus from row n+2 to row n+3; the row holding focus (React Aria may focus a cell in it) is what changes.
  result: (run) => `[role="row"][aria-rowindex="${run + 3}"]:focus-within`,
};
