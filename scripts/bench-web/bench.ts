/**
 * `pnpm bench:web`: the web app as a visitor meets it, in Chromium at 4x CPU throttling against the product on
 * loopback. Prints the medians of Largest Contentful Paint and Cumulative Layout Shift for /login and / (as a guest
 * and signed in), and the latency of opening the user menu and the notification popover (pointerdown to the
 * first frame showing it, and its Event Timing duration). It prints figures; it passes or fails nothing.
 *
 * Options: --runs N (measured runs per figure, default 5), --throttle N (CPU slowdown, default 4).
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from '@playwright/test';
import { median } from '../bench-ui/report';
import { CHROMIUM_ARGS } from '../chromium-args';
import { startProduct } from './product-server';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, throttle: { type: 'string', default: '4' } },
});
const runs = Number(args.runs);
const throttle = Number(args.throttle);

interface ProbedWindow {
  webVitals: { lcp: number; cls: number; events: { interactionId: number; duration: number }[] };
  timeUntilVisible(selector: string, timeoutMs: number): Promise<{ latencyMs: number }>;
}

/** An interaction to time: what to press, and what appears when it worked. */
interface Interaction {
  label: string;
  trigger: (page: Page) => Locator;
  result: string;
}

const INTERACTIONS: Interaction[] = [
  {
    label: 'open the user menu',
    // Named by the user's avatar; it is the main navigation's last menu button.
    trigger: (page) => page.getByRole('navigation', { name: 'Main' }).locator('button[aria-haspopup]').last(),
    result: '[role="menu"]',
  },
  {
    label: 'open the notification popover',
    trigger: (page) => page.getByRole('button', { name: /^Notifications/ }),
    result: '[role="dialog"]',
  },
];

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return page;
}

async function signedInState(browser: Browser, origin: string, email: string, password: string) {
  const context = await browser.newContext();
  await context.request.get(`${origin}/`);
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const answer = await context.request.post(`${origin}/auth/login`, {
    data: { email, password, remember: true },
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? '') },
  });
  if (!answer.ok()) throw new Error(`Signing in failed with ${answer.status()}: ${await answer.text()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

type StorageState = Awaited<ReturnType<typeof signedInState>>;

async function measureLoad(browser: Browser, url: string, storageState?: StorageState) {
  const lcp: number[] = [];
  const cls: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
    await context.addInitScript({ path: probeScript });
    const page = await throttledPage(context);
    // Not `networkidle`: a signed-in page keeps its live updates stream open, so the network is never idle.
    await page.goto(url, { waitUntil: 'load' });
    // LCP entries are delivered after the paint they describe; later, larger candidates replace the first.
    await page.waitForFunction(() => (window as unknown as ProbedWindow).webVitals.lcp > 0);
    await page.waitForTimeout(1000);
    const vitals = await page.evaluate(() => (window as unknown as ProbedWindow).webVitals);
    lcp.push(vitals.lcp);
    cls.push(vitals.cls);
    await context.close();
  }
  return { lcp: median(lcp), cls: median(cls) };
}

async function measureInteraction(
  browser: Browser,
  url: string,
  storageState: StorageState,
  interaction: Interaction,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  await context.addInitScript({ path: probeScript });
  const page = await throttledPage(context);
  const latency: number[] = [];
  const eventTiming: number[] = [];
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as ProbedWindow).webVitals.lcp > 0);
    // One unmeasured opening warms up lazily loaded code, as a visitor's second opening would find it.
    for (let run = 0; run < runs + 1; run++) {
      const shown = page.evaluate(
        ([selector, timeoutMs]) => (window as unknown as ProbedWindow).timeUntilVisible(selector, timeoutMs),
        [interaction.result, 10_000 * throttle] as const,
      );
      // Held as a settled result so a rejection while the click is still running is not left unhandled.
      const outcome = shown.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      await interaction.trigger(page).click();
      const settled = await outcome;
      if ('error' in settled) throw settled.error;
      const { latencyMs } = settled.value;
      await page.waitForTimeout(200);
      const events = await page.evaluate(() =>
        (window as unknown as ProbedWindow).webVitals.events.splice(0),
      );
      await page.keyboard.press('Escape');
      await page.locator(interaction.result).waitFor({ state: 'detached' });
      await page.waitForTimeout(200);
      if (run === 0) continue;
      latency.push(latencyMs);
      eventTiming.push(Math.max(0, ...events.map((event) => event.duration)));
    }
    return { latency: median(latency), eventTiming: median(eventTiming) };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await context.close();
  }
}

const benchDir = dirname(fileURLToPath(import.meta.url));
const probeScript = join(benchDir, 'page-probe.js');
const repoRoot = resolve(benchDir, '../..');
console.log('Starting the product…');
const product = await startProduct(repoRoot);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  const signedIn = await signedInState(browser, product.origin, product.adminEmail, product.adminPassword);
  console.log(`Chromium ${browser.version()}, CPU ${throttle}x, median of ${runs} runs\n`);
  console.log('| page | visitor | LCP ms | CLS |');
  console.log('|:--|:--|--:|--:|');
  for (const [path, visitor, state] of [
    ['/login', 'guest', undefined],
    ['/', 'guest', undefined],
    ['/', 'signed in', signedIn],
  ] as const) {
    const { lcp, cls } = await measureLoad(browser, `${product.origin}${path}`, state);
    console.log(`| ${path} | ${visitor} | ${lcp.toFixed(0)} | ${cls.toFixed(3)} |`);
  }
  console.log('\n| interaction | to painted ms | Event Timing ms |');
  console.log('|:--|--:|--:|');
  for (const interaction of INTERACTIONS) {
    const figures = await measureInteraction(browser, `${product.origin}/`, signedIn, interaction);
    if ('error' in figures) console.log(`| ${interaction.label} | failed: ${figures.error} | |`);
    else {
      const eventTiming = figures.eventTiming < 16 ? '<16' : figures.eventTiming.toFixed(0);
      console.log(`| ${interaction.label} | ${figures.latency.toFixed(1)} | ${eventTiming} |`);
    }
  }
} finally {
  await browser.close();
  await product.stop();
}
