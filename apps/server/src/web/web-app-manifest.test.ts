import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { webAppManifest } from './web-app-manifest';

describe('webAppManifest', () => {
  it("names the app after the site and colours it with the default theme's primary and background", () => {
    const manifest = webAppManifest({
      settings: {
        branding: {
          site_name: 'Night Radio',
          site_description: 'Music all night',
          favicon: '/storage/icon.png',
        },
        themes: { default_id: 2 },
      },
      themes: [
        { id: 1, name: 'Light', is_dark: false, default_light: true, default_dark: false, values: {} },
        {
          id: 2,
          name: 'Dark',
          is_dark: true,
          default_light: false,
          default_dark: true,
          values: { '--ta-primary': '10 20 30', '--ta-background': '0 0 0' },
        },
      ] as never,
    });
    expect(manifest).toMatchObject({
      name: 'Night Radio',
      short_name: 'Night Radio',
      description: 'Music all night',
      start_url: '/',
      display: 'standalone',
      theme_color: 'rgb(10 20 30)',
      background_color: 'rgb(0 0 0)',
      icons: [{ src: '/storage/icon.png', sizes: 'any', type: 'image/png', purpose: 'any' }],
    });
  });

  it("falls back to the built app's icon and colours when the settings leave them out", () => {
    const manifest = webAppManifest({ settings: { branding: { site_name: ' ' } }, themes: [] });
    expect(manifest.name).toBe('Tonearm');
    expect(manifest.theme_color).toBe('rgb(79 70 229)');
    expect(manifest.icons).toEqual([
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('lists only bitmaps the built app ships, at the sizes it names', () => {
    const { icons } = webAppManifest({ settings: {}, themes: [] });
    const bitmaps = icons.filter((icon) => icon.type === 'image/png');
    expect(bitmaps.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
    for (const icon of bitmaps) {
      const png = readFileSync(fileURLToPath(new URL(`../../../web/public${icon.src}`, import.meta.url)));
      // A PNG's header chunk holds its width and height, big-endian, from byte 16.
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});

describe('GET /manifest.webmanifest', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  }, 60_000);
  afterAll(() => app?.stop());

  it("answers the site's manifest as a manifest, revalidated on every use", async () => {
    const answer = await new TestVisitor(app.url).get('/manifest.webmanifest');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toContain('application/manifest+json');
    expect(answer.headers.get('Cache-Control')).toBe('no-cache');
    expect(JSON.parse(answer.text)).toMatchObject({ name: 'Tonearm', display: 'standalone', start_url: '/' });
  });
});
