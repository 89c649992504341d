import { chromium } from 'playwright';

// Debian's Chromium: never a browser of Playwright's own, which this machine cannot download.
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Each check as a person would do it in the installed app (scripts/pack-check/app): its name, and what it found
 * when it failed.
 */
const CHECKS = [
  [
    'a ref on a kit Button reaches its <button>',
    async (page) => {
      const tag = await page.getByTestId('ref-tag').textContent();
      return tag === 'BUTTON' || `the ref held ${tag}`;
    },
  ],
  [
    "a className override replaces the kit's own class without the important modifier",
    async (page) => {
      const save = page.getByRole('button', { name: 'Save' });
      const classes = (await save.getAttribute('class')) ?? '';
      const radius = await save.evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
      if (classes.split(' ').includes('rounded-ui'))
        return `the kit's rounded-ui stayed beside it: ${classes}`;
      return radius === '0px' || `the corner radius is ${radius}`;
    },
  ],
  [
    "the app's own styles survive the kit's stylesheet",
    async (page) => {
      const heading = await page
        .getByRole('heading', { level: 1 })
        .evaluate((element) => [getComputedStyle(element).fontSize, getComputedStyle(element).marginTop]);
      const noteColor = await page
        .locator('.app-note')
        .evaluate((element) => getComputedStyle(element).color);
      const bodyMargin = await page.evaluate(() => getComputedStyle(document.body).marginTop);
      if (heading[0] !== '40px' || heading[1] !== '24px') return `the app's h1 is ${heading.join(' / ')}`;
      if (noteColor !== 'rgb(200, 0, 0)') return `the app's note is ${noteColor}`;
      return bodyMargin === '8px' || `the browser's body margin became ${bodyMargin} (a global reset leaked)`;
    },
  ],
  [
    'the kit is styled: a primary Button has the theme colour',
    async (page) => {
      const background = await page
        .getByRole('button', { name: 'Save' })
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      return background === 'rgb(79, 70, 229)' || `its background is ${background}`;
    },
  ],
  [
    'a Menu opens from its trigger and type-ahead moves to the typed item',
    async (page) => {
      await page.getByRole('button', { name: 'Sort' }).click();
      const menu = page.getByRole('menu', { name: 'Sort' });
      await menu.waitFor();
      await page.keyboard.type('te');
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      if (focused !== 'Tempo') return `typing "te" focused ${focused}`;
      await page.keyboard.press('Enter');
      await menu.waitFor({ state: 'detached' });
      const action = await page.getByTestId('menu-action').textContent();
      return action === 'tempo' || `Enter chose ${action}`;
    },
  ],
  [
    'a Select opens and takes the chosen option',
    async (page) => {
      await page.getByRole('button', { name: /Quality/ }).click();
      await page.getByRole('option', { name: 'High' }).click();
      const shown = await page.getByRole('button', { name: /Quality/ }).textContent();
      return (shown ?? '').includes('High') || `the Select shows ${shown}`;
    },
  ],
  [
    'a Dialog opens as a modal and closes on Escape, giving focus back',
    async (page) => {
      const trigger = page.getByRole('button', { name: 'Details' });
      await trigger.click();
      await page.getByRole('dialog', { name: 'Track details' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const focused = await trigger.evaluate((element) => element === document.activeElement);
      return focused || 'focus did not return to the trigger';
    },
  ],
  [
    'a toast shows in the mounted ToastRegion',
    async (page) => {
      await page.getByRole('button', { name: 'Save' }).click();
      const region = page.getByRole('region', { name: 'Notifications' });
      await region.getByText('Playlist saved').first().waitFor();
      const status = await region.getByRole('status').textContent();
      return status === 'Playlist saved' || `the live region read ${status}`;
    },
  ],
  [
    "a ButtonLink goes through the app's router, under its base path",
    async (page) => {
      const link = page.getByRole('link', { name: 'Library' });
      const href = await link.getAttribute('href');
      if (href !== '/base/library') return `its href is ${href}`;
      await page.evaluate(() => {
        window.__sameDocument = true;
      });
      await link.click();
      await page.getByRole('heading', { name: 'Your library' }).waitFor();
      const sameDocument = await page.evaluate(() => window.__sameDocument === true);
      return (sameDocument && new URL(page.url()).pathname === '/base/library') || 'the page reloaded';
    },
  ],
];

/** Opens the app in Chromium and runs every check in order on the same page, as one visit. */
export async function runBrowserChecks(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = [];
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(5000);
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await page.getByRole('heading', { name: 'Kit install check' }).waitFor();
    for (const [name, run] of CHECKS) {
      const outcome = await run(page).catch((error) => error.message.split('\n')[0]);
      results.push({ name, ok: outcome === true, detail: String(outcome) });
    }
    results.push({ name: 'the app ran without errors', ok: errors.length === 0, detail: errors.join('; ') });
  } finally {
    await browser.close();
  }
  return results;
}
