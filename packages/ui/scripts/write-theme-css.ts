// Writes the default theme tokens into `src/theme/theme.css` from `src/theme-tokens/default-themes.ts`, their one
// source. Run with `pnpm --filter @tonearm/ui write-theme-css` after changing a token; a unit test fails until then.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceThemeTokens } from '../src/theme-tokens/theme-css-file';

const cssPath = join(import.meta.dirname, '..', 'src', 'theme', 'theme.css');
writeFileSync(cssPath, replaceThemeTokens(readFileSync(cssPath, 'utf8')));
console.log(`Wrote the theme tokens into ${cssPath}`);
