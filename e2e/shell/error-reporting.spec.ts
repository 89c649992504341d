import { expect, test } from '@playwright/test';
import { type MailCatchingServer, startMailCatchingServer } from '../auth/support/mail-catching-server';

const DSN = 'https://0123abcd@errors.example.test/7';

// Its own server: error reporting is configured by the environment at start-up.
let site: MailCatchingServer;
test.beforeAll(async () => {
  site = await startMailCatchingServer({ SENTRY_DSN: DSN });
});
test.afterAll(async () => {
  await site?.stop();
});

test('reports an error of the app to the configured service, and ignores a ResizeObserver loop', async ({
  page,
}) => {
  const envelopes: string[] = [];
  await page.route('https://errors.example.test/**', async (route) => {
    envelopes.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  await page.goto(`${site.baseURL}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();

  // The reporting client loads beside the first render: errors are thrown until one reaches the service.
  await expect
    .poll(async () => {
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('ResizeObserver loop completed with undelivered notifications.');
        });
        setTimeout(() => {
          throw new Error('An error of the app');
        }, 10);
      });
      return envelopes.some((body) => body.includes('An error of the app'));
    })
    .toBe(true);
  expect(envelopes.some((body) => body.includes('ResizeObserver loop'))).toBe(false);
});
