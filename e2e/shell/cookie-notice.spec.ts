import { expect, type Locator, type Page, test } from '@playwright/test';
import { type MailCatchingServer, startMailCatchingServer } from '../auth/support/mail-catching-server';
import { expectNoAxeViolations } from '../support/axe';

const ADMIN = { email: 'admin@tonearm.test', password: 'e2e-admin-password' };

// Its own server: the notice's position is a site setting, and the run's other specs expect the default.
let site: MailCatchingServer;
test.beforeAll(async () => {
  site = await startMailCatchingServer();
});
test.afterAll(async () => {
  await site?.stop();
});

test.use({ viewport: { width: 375, height: 740 } });

async function call(page: Page, method: 'POST' | 'PUT', path: string, data: unknown) {
  const xsrf = (await page.context().cookies(site.baseURL)).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const answer = await page.request.fetch(`${site.baseURL}${path}`, {
    method,
    data,
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? '') },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Sets the notice up as an admin, then forgets the admin's session and the notice's acceptance. */
async function configureNotice(page: Page, cookieNotice: unknown) {
  await page.goto(`${site.baseURL}/login`);
  await call(page, 'POST', '/auth/login', { ...ADMIN, remember: false });
  await call(page, 'PUT', '/api/v1/settings', { cookie_notice: cookieNotice });
  await page.context().clearCookies();
}

/** Fails when anything, such as the notice, would take a press meant for `control`. */
async function expectUncovered(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await control.click({ trial: true, timeout: 5_000 });
}

const notice = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });

test.describe('the cookie notice at 375 px', () => {
  test('at the bottom, shows the configured link and leaves the sign-in card, menu and footer usable', async ({
    page,
  }) => {
    await configureNotice(page, {
      enable: true,
      position: 'bottom',
      button: { label: 'Privacy policy', action: '/pages/privacy-policy' },
    });
    await page.goto(`${site.baseURL}/login`);
    await expect(notice(page)).toBeVisible();
    await expect(notice(page).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/pages/privacy-policy',
    );
    await expectNoAxeViolations(page);

    await expectUncovered(page.getByRole('button', { name: 'Continue' }));
    for (const link of await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link').all()) {
      await expectUncovered(link);
    }
    const footerLinks = page.getByRole('contentinfo').getByRole('link');
    await expectUncovered(footerLinks.last());

    await notice(page).getByRole('button', { name: 'OK' }).press('Enter');
    await expect(notice(page)).toHaveCount(0);
    // The room it took is given back.
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
  });

  test('at the top, leaves the navbar and the sign-in card usable', async ({ page }) => {
    await configureNotice(page, { enable: true, position: 'top', button: null });
    await page.goto(`${site.baseURL}/login`);
    await expect(notice(page)).toBeVisible();
    await expect(notice(page).getByRole('link')).toHaveCount(0);

    for (const control of await page.getByRole('banner').getByRole('link').all()) {
      await expectUncovered(control);
    }
    await expectUncovered(page.getByRole('textbox', { name: 'Email' }));
    await expectUncovered(page.getByRole('button', { name: 'Continue' }));
  });
});
