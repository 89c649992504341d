import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectHomePage } from '../support/home';
import { acceptPoliciesOnForm } from '../support/registration-policies';
import { type MailCatchingServer, startMailCatchingServer } from './support/mail-catching-server';

const SITE_KEY = 'e2e-site-key';
const SECRET_KEY = 'e2e-secret-key';

/**
 * reCAPTCHA v3 as the browser sees it: the loader defines `grecaptcha`, whose `execute` answers a token naming
 * the action. Served in place of Google's script, so the browser still fetches it from google.com and the site's
 * content security policy decides whether it may run.
 */
const SCRIPTED_RECAPTCHA = `window.grecaptcha = {
  ready: (callback) => callback(),
  execute: (siteKey, options) => Promise.resolve('scripted-' + siteKey + '-' + options.action),
};`;

/** Google's siteverify as the server sees it: records each form it is sent and calls every token human. */
async function startSiteverify(): Promise<{ url: string; forms: URLSearchParams[]; stop(): Promise<void> }> {
  const forms: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      forms.push(new URLSearchParams(body));
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ success: true, score: 0.9, action: 'register', hostname: '127.0.0.1' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    forms,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test.describe('the human check', () => {
  let siteverify: Awaited<ReturnType<typeof startSiteverify>>;
  let site: MailCatchingServer;

  test.beforeAll(async () => {
    siteverify = await startSiteverify();
    site = await startMailCatchingServer({
      RECAPTCHA_SITE_KEY: SITE_KEY,
      RECAPTCHA_SECRET_KEY: SECRET_KEY,
      RECAPTCHA_VERIFY_URL: siteverify.url,
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await siteverify?.stop();
  });

  test("runs reCAPTCHA's script under the site's policy, and registers once the token is verified", async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    await page.route('https://www.google.com/recaptcha/api.js**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: SCRIPTED_RECAPTCHA }),
    );
    const email = `human-${Date.now()}@tonearm.test`;
    await page.goto(`${site.baseURL}/register`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long passphrase');
    await page.getByLabel('Confirm password').fill('a long passphrase');
    await acceptPoliciesOnForm(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(`${site.baseURL}/`);
    await expectHomePage(page, email.split('@')[0] ?? '');
    expect(refused).toEqual([]);
    expect(siteverify.forms.map((form) => [form.get('secret'), form.get('response')])).toEqual([
      [SECRET_KEY, `scripted-${SITE_KEY}-register`],
    ]);
  });
});
