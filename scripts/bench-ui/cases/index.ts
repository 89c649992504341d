import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseDriver } from './case-driver';
import { dialog } from './dialog/driver';
import { menu } from './menu/driver';
import { popover } from './popover/driver';
import { select } from './select/driver';
import { tableArrow } from './table-arrow/driver';
import { tableMount } from './table-mount/driver';
import { tableSelect } from './table-select/driver';
import { toast } from './toast/driver';

/** Every case, in the order the table prints them. */
export const ALL_CASES: readonly CaseDriver[] = [
  menu,
  select,
  popover,
  dialog,
  toast,
  tableSelect,
  tableArrow,
  tableMount,
];

/** Names a kit folder's `index.ts` does not export yet, or the folder itself when it has no `index.ts`. */
export function missingExports(kitSource: string, driver: CaseDriver): string[] {
  const missing: string[] = [];
  for (const [folder, names] of Object.entries(driver.requires)) {
    const index = join(kitSource, folder, 'index.ts');
    if (!existsSync(index)) {
      missing.push(`${folder}/index.ts`);
      continue;
    }
    const source = readFileSync(index, 'utf8');
    for (const name of names) {
      if (!new RegExp(`\\b${name}\\b`).test(source)) missing.push(`${folder}: ${name}`);
    }
  }
  return missing;
}
