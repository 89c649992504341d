// Renders the installable app's PNG icons from `apps/web/public/favicon.svg` with the system Chromium: launchers
// and install prompts want 192 and 512 px bitmaps, and a maskable one whose mark stays inside the safe circle
// (the centre 80 %) that Android crops to. Run after changing the favicon: `node scripts/app-icons/render-app-icons.mjs`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'web', 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
/** The mark's own disc colour, which the maskable icon's background takes. */
const background = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#4f46e5';

const ICONS = [
  { file: 'icon-192.png', size: 192, inset: 0, fill: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0, fill: 'transparent' },
  // Android masks to a circle of 80 % of the side: the mark takes 70 %, on its own colour to the edges.
  { file: 'icon-maskable-512.png', size: 512, inset: 0.15, fill: background },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size, inset, fill } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markSize = Math.round(size * (1 - 2 * inset));
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${fill}">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${markSize}" height="${markSize}" alt=""></body>`,
    );
    await page.screenshot({ path: join(publicDir, file), omitBackground: fill === 'transparent' });
    await page.close();
    console.log(`${file}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
