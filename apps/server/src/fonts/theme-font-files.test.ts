import { readFile } from 'node:fs/promises';
import { THEME_FONTS } from '@tonearm/client/rules';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../http/security-headers';
import { themeFontPackageFile, themeFontRoutes } from './theme-font-files';

const routes = themeFontRoutes();

describe('the theme fonts the site serves', () => {
  it('has a file in its packages for every subset of every listed font', async () => {
    for (const font of THEME_FONTS) {
      for (const subset of font.subsets) {
        const file = await readFile(themeFontPackageFile(font.id, subset));
        // Every woff2 file starts with its signature, `wOF2`.
        expect(file.subarray(0, 4).toString('latin1'), `${font.id} ${subset}`).toBe('wOF2');
      }
    }
  });

  it('serves a subset as woff2 that browsers keep for a year', async () => {
    const answer = await routes.request('/fonts/inter/latin.woff2');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('font/woff2');
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const body = new Uint8Array(await answer.arrayBuffer());
    expect(body.byteLength).toBe(Number(answer.headers.get('Content-Length')));
    expect(new TextDecoder().decode(body.subarray(0, 4))).toBe('wOF2');
  });

  it('answers 404 for a font, a subset or a file that is not on the list', async () => {
    for (const path of [
      '/fonts/comic-sans/latin.woff2',
      '/fonts/outfit/cyrillic.woff2',
      '/fonts/inter/latin.woff',
      '/fonts/inter/..%2Fpackage.json',
    ]) {
      expect((await routes.request(path)).status, path).toBe(404);
    }
  });

  it('is admitted by the content security policy from the site itself, and no outside font service is', () => {
    const policy = contentSecurityPolicy('/');
    expect(policy).toContain("font-src 'self' data:;");
    expect(policy).not.toContain('fonts.googleapis.com');
    expect(policy).not.toContain('fonts.gstatic.com');
  });
});
