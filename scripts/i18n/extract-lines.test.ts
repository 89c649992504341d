import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractLines, linesInSource } from './extract-lines.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

describe('the source line catalogue', () => {
  it('reads literal lines of trans and t calls, over several lines too, and skips computed ones', () => {
    const source = `
      const a = trans('Save changes');
      const b = useTrans().trans(
        'Delete “:name”?',
        { name },
      );
      const c = t(\`Add a key\`);
      const d = trans(LABELS[type]);
      const e = trans(\`\${count} tracks\`);
      const f = translate('Not a translation call');
    `;
    expect(linesInSource('screen.tsx', source)).toEqual(['Save changes', 'Delete “:name”?', 'Add a key']);
  });

  it('is checked in up to date: run node scripts/i18n/extract-lines.mjs after changing a line', () => {
    const catalogue: unknown = JSON.parse(
      readFileSync(join(repoRoot, 'apps/server/src/admin/localizations/source-lines.json'), 'utf8'),
    );
    expect(catalogue).toEqual(extractLines(repoRoot));
  }, 60_000);
});
