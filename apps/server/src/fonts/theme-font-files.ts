import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type ThemeFontSubset, themeFontById } from '@tonearm/client/rules';
import { Hono } from 'hono';
import type { AppBindings } from '../app-context';
import { IMMUTABLE_CACHE } from '../web/static-files';

const require = createRequire(import.meta.url);

/** The file of one subset in the font's Fontsource package (`@fontsource-variable/inter/files/…`). */
export function themeFontPackageFile(fontId: string, subset: ThemeFontSubset): string {
  return require.resolve(`@fontsource-variable/${fontId}/files/${fontId}-${subset}-wght-normal.woff2`);
}

const FILE_NAME = /^([a-z-]+)\.woff2$/;

/**
 * `GET /fonts/{font}/{subset}.woff2`: the files of the fonts themes pick (the shared list in
 * `@tonearm/client/rules`), served by the site itself so no outside font service sees a visitor. A file never
 * changes under its address while the package version holds, so browsers keep it a year; anything not on the list
 * is a 404.
 */
export function themeFontRoutes() {
  const routes = new Hono<AppBindings>();
  // Each file is read once: a few dozen kilobytes, asked for by every first visit of a themed site.
  const files = new Map<string, Promise<Buffer>>();

  routes.get('/fonts/:font/:file', async (c) => {
    const font = themeFontById(c.req.param('font'));
    const subset = FILE_NAME.exec(c.req.param('file'))?.[1] as ThemeFontSubset | undefined;
    if (!font || !subset || !font.subsets.includes(subset)) return c.text('Not found.', 404);
    const key = `${font.id}/${subset}`;
    let file = files.get(key);
    if (!file) {
      file = readFile(themeFontPackageFile(font.id, subset));
      files.set(key, file);
    }
    const body = new Uint8Array(await file);
    return c.body(body, 200, {
      'Content-Type': 'font/woff2',
      'Content-Length': String(body.byteLength),
      'Cache-Control': IMMUTABLE_CACHE,
    });
  });

  return routes;
}
