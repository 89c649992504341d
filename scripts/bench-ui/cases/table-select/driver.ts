import type { CaseDriver } from '../case-driver';

// Rows 3 to 10 are in view on load; each run clicks the next one.
const rowIndexFor = (run: number) => 3 + (run % 8);

export const tableSelect: CaseDriver = {
  id: 'table-select',
  label: 'select a row (10,000 rows)',
  requires: { 'virtual-table': ['VirtualTable'] },
  // React Aria's virtualized row has no box of its own (its cells are positioned), so the title cell is clicked.
  act: (page, run) => page.click(`[role="row"][aria-rowindex="${rowIndexFor(run)}"] [role="rowheader"]`),
  result: (run) => `[role="row"][aria-rowindex="${rowIndexFor(run)}"][aria-selected="true"]`,
};
