import { expect, type Frame, type Page, test } from '@playwright/test';
import { signIn, signUp } from '../account/support/accounts';

// The admin the e2e server is started with (playwright.config.ts).
const ADMIN = { email: 'admin@tonearm.test', password: 'e2e-admin-password' };
const SITE_NAME = 'Tonearm';

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(`/login?redirectUri=${encodeURIComponent(path)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(path);
}

/** The editor's preview frame, once the site in it has rendered its navbar. */
async function previewFrame(page: Page): Promise<Frame> {
  const frame = await page
    .getByTitle('Site preview')
    .elementHandle()
    .then((handle) => handle?.contentFrame());
  if (!frame) throw new Error('The preview frame is missing');
  await expect(frame.getByRole('link', { name: /home$/ })).toBeVisible();
  return frame;
}

/** The site name a visitor arriving now is shown, in a browser context of their own. */
async function siteNameForNewVisitor(page: Page): Promise<string> {
  const context = await page
    .context()
    .browser()
    ?.newContext({ baseURL: new URL(page.url()).origin });
  if (!context) throw new Error('No browser');
  const visitor = await context.newPage();
  await visitor.goto('/404');
  const name = (await visitor.getByRole('link', { name: /home$/ }).getAttribute('aria-label')) ?? '';
  await context.close();
  return name.replace(/ home$/, '');
}

/** Puts the shipped site name back, so the specs after this one find the site as they expect it. */
async function restoreSiteName(page: Page) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' };
  const values = await (await page.request.get('/api/v1/admin/appearance/values', { headers })).json();
  const branding = { ...values.values.branding, site_name: SITE_NAME };
  const answer = await page.request.post('/api/v1/admin/appearance', {
    headers,
    data: { changes: { branding } },
  });
  expect(answer.status()).toBe(200);
}

test('changing the site name shows in the frame at once and reaches a new visitor only after Save', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page, '/admin/appearance/general');
  const frame = await previewFrame(page);
  try {
    await page.getByRole('textbox', { name: 'Site name' }).fill('Night Radio');
    await expect(frame.getByRole('link', { name: 'Night Radio home' })).toBeVisible();
    expect(await siteNameForNewVisitor(page)).toBe(SITE_NAME);

    // Leaving with the change unsaved asks first; staying keeps it.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL('/admin/appearance/general');
    await expect(page.getByRole('textbox', { name: 'Site name' })).toHaveValue('Night Radio');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-slot="toast-message"]', { hasText: 'Changes saved' })).toBeVisible();
    expect(await siteNameForNewVisitor(page)).toBe('Night Radio');
  } finally {
    await restoreSiteName(page);
  }
});

test("changing a theme's accent colour changes the frame's CSS variable at once", async ({ page }) => {
  await signInAsAdmin(page, '/admin/appearance/themes');
  const frame = await previewFrame(page);
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  await page.getByRole('button', { name: /^Accent: #/ }).click();
  const hex = page.getByRole('textbox', { name: 'Hex' });
  await hex.fill('#123456');
  await hex.press('Enter');
  await expect
    .poll(() =>
      frame.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--ta-primary').trim(),
      ),
    )
    .toBe('18 52 86');
});

test("a theme's font and button corners change the frame at once, the font served by the site", async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/appearance/themes');
  const frame = await previewFrame(page);
  const fontFile = page.waitForResponse((answer) =>
    answer.url().endsWith('/fonts/source-serif-4/latin.woff2'),
  );
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  await page.getByRole('button', { name: /Font$/ }).click();
  await page.getByRole('option', { name: 'Source Serif 4' }).click();
  await expect
    .poll(() => frame.evaluate(() => getComputedStyle(document.body).fontFamily))
    .toBe('"Source Serif 4 Variable", serif');
  const served = await fontFile;
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('font/woff2');

  const buttonRadius = () =>
    frame.evaluate(() => {
      const button = document.querySelector('.rounded-button');
      return button ? getComputedStyle(button).borderTopLeftRadius : null;
    });
  expect(await buttonRadius()).toBe('8px');
  await page.getByRole('button', { name: /Corners of buttons$/ }).click();
  await page.getByRole('option', { name: 'Square' }).click();
  await expect.poll(buttonRadius).toBe('0px');
});

test('a message posted to the framed site from another origin changes nothing', async ({
  page,
  context,
  baseURL,
}) => {
  const site = new URL(baseURL ?? '');
  // The same server under another host name is another origin. The site refuses to be framed by other origins
  // (frame-ancestors), so the other origin reaches the preview through a window it opened.
  const foreignPage = `${site.protocol}//localhost:${site.port}/404`;
  const rename = { type: 'setValues', values: { 'settings.branding.site_name': 'Hijacked' } };
  await page.goto('/404');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.id = 'preview';
    frame.title = 'Preview';
    frame.src = '/?appearanceEditor=true';
    document.body.append(frame);
  });
  const preview = page.frameLocator('#preview');
  await expect(preview.getByRole('link', { name: `${SITE_NAME} home` })).toBeVisible();

  const [foreign] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate((url) => void window.open(url), foreignPage),
  ]);
  await foreign.waitForLoadState();
  expect(new URL(foreign.url()).host).not.toBe(site.host);
  await foreign.evaluate((data) => (window.opener as Window).frames[0]?.postMessage(data, '*'), rename);
  // Nothing signals that a message was ignored: give it time to have been applied, had it been accepted.
  await page.waitForTimeout(1000);
  await expect(preview.getByRole('link', { name: `${SITE_NAME} home` })).toBeVisible();

  // The same message from the editor's place, on the site's own origin, is applied: the other was refused.
  await page.evaluate(
    (data) =>
      document
        .querySelector<HTMLIFrameElement>('#preview')
        ?.contentWindow?.postMessage(data, location.origin),
    rename,
  );
  await expect(preview.getByRole('link', { name: 'Hijacked home' })).toBeVisible();
});

test('the preview refuses to log out, saying so, and the admin stays signed in', async ({ page }) => {
  await signInAsAdmin(page, '/admin/appearance');
  const frame = await previewFrame(page);
  await frame
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Admin', exact: true })
    .click();
  await frame.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(
    frame.locator('[data-slot="toast-message"]', { hasText: "Can't logout while in appearance editor." }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
});

test("a saved artist title template is in the HTML the server sends for an artist's page", async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/appearance/seo-settings');
  await page.getByRole('button', { name: /^Artist page/ }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('{{artist.name}} on air - {{site_name}}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('[data-slot="toast-message"]', { hasText: 'Changes saved' })).toBeVisible();
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  try {
    // As a crawler fetches it: the HTML alone, no script run.
    const html = await (
      await page.request.get('/artist/1/artist', { headers: { Accept: 'text/html' } })
    ).text();
    expect(html).toMatch(/<title>[^<]+ on air - Tonearm<\/title>/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ on air - Tonearm">/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+">/);
  } finally {
    const answer = await page.request.post('/api/v1/admin/appearance', {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
      data: { changes: { seo: { artist: null } } },
    });
    expect(answer.status()).toBe(200);
  }
});

/** The links of the navbar's primary menu a visitor arriving now sees at 900 px, signed in as `account` or not. */
async function navbarMenuFor(
  page: Page,
  account: { email: string; password: string } | null,
): Promise<string[]> {
  const context = await page
    .context()
    .browser()
    ?.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 900, height: 800 } });
  if (!context) throw new Error('No browser');
  const visitor = await context.newPage();
  if (account) await signIn(visitor, { id: 0, ...account });
  await visitor.goto('/404');
  const primary = visitor
    .getByRole('navigation', { name: 'Main' })
    .getByRole('navigation', { name: 'Primary' });
  await expect(primary.getByRole('link', { name: 'Discover' })).toBeVisible();
  const labels = await primary.getByRole('link').allTextContents();
  await context.close();
  return labels;
}

test('a menu item added to the primary menu reaches, after Save, the navbar of the roles it names and no one else', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const listenerPage = await browser.newPage();
  const listener = await signUp(listenerPage);
  await listenerPage.context().close();
  await signInAsAdmin(page, '/admin/appearance/menus');
  const frame = await previewFrame(page);
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' };
  const stored = await (await page.request.get('/api/v1/admin/appearance/values', { headers })).json();
  try {
    await page.getByRole('button', { name: /^Primary/ }).click();
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByRole('textbox', { name: 'Label' }).fill('Staff picks');
    await page.getByRole('combobox', { name: 'Page of the site' }).fill('/lyrics');
    await page.keyboard.press('Tab');
    await page.getByRole('checkbox', { name: 'admin', exact: true }).press('Space');
    // The admin holds the role, so the frame's navbar has the item before anything is saved (hidden there by
    // CSS: the frame is narrower than 769 px); visitors do not.
    await expect(
      frame
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Staff picks', includeHidden: true }),
    ).toBeAttached();
    expect(await navbarMenuFor(page, ADMIN)).not.toContain('Staff picks');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-slot="toast-message"]', { hasText: 'Changes saved' })).toBeVisible();
    expect(await navbarMenuFor(page, ADMIN)).toContain('Staff picks');
    expect(await navbarMenuFor(page, listener)).not.toContain('Staff picks');
    expect(await navbarMenuFor(page, null)).not.toContain('Staff picks');
  } finally {
    const answer = await page.request.post('/api/v1/admin/appearance', {
      headers,
      data: { changes: { menus: stored.values.menus } },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
});
