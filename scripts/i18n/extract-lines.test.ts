import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractLines, extractMailOnlyLines, linesInSource } from './extract-lines.mjs';

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

  it("collects the server's mail lines beside the packages', leaving its tests out, and tells the mails' own", () => {
    const root = mkdtempSync(join(tmpdir(), 'extract-lines-'));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      };
      write('packages/features/auth/src/LoginPage.tsx', "trans('Sign in'); trans('Sign in to :site');");
      write(
        'apps/server/src/accounts/sign-in-link.ts',
        "trans('Sign in to :site'); trans('Sign in with :link');",
      );
      write('apps/server/src/accounts/sign-in-link.test.ts', "trans('Only a test line');");
      expect(extractLines(root)).toEqual(['Sign in', 'Sign in to :site', 'Sign in with :link']);
      // A line the interface shows too is not the mails' alone.
      expect(extractMailOnlyLines(root)).toEqual(['Sign in with :link']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('is checked in up to date: run node scripts/i18n/extract-lines.mjs after changing a line', () => {
    const catalogue: unknown = JSON.parse(
      readFileSync(join(repoRoot, 'apps/server/src/admin/localizations/source-lines.json'), 'utf8'),
    );
    expect(catalogue).toEqual(extractLines(repoRoot));
    const mailCatalogue: unknown = JSON.parse(
      readFileSync(join(repoRoot, 'apps/server/src/admin/localizations/mail-lines.json'), 'utf8'),
    );
    expect(mailCatalogue).toEqual(extractMailOnlyLines(repoRoot));
  }, 60_000);
});
