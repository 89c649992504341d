import { randomBytes } from 'node:crypto';
import { type APIResponse, expect, type Page } from '@playwright/test';
import { acceptedPolicies } from '../../support/registration-policies';

/** An account created for one test, so tests never share one. */
export interface Account {
  email: string;
  password: string;
}

/** A fresh, unused address and password. */
export function newAccount(name = 'listener'): Account {
  const suffix = randomBytes(4).toString('hex');
  return { email: `${name}-${suffix}@tonearm.test`, password: `e2e-${randomBytes(8).toString('hex')}` };
}

async function xsrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('The site set no XSRF-TOKEN cookie');
  return decodeURIComponent(cookie.value);
}

/**
 * A call from the page's browser context with the XSRF cookie echoed as the app does (doc 000 §7), so any session
 * cookie it sets is the page's. State-changing calls use it.
 */
export async function callAsPage(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<APIResponse> {
  if (page.url() === 'about:blank') await page.goto('/');
  return page.request.fetch(path, {
    method,
    data,
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await xsrfToken(page) },
  });
}

/** Calls the API and fails the test on anything but 200, showing the answer. */
export async function expectOk(response: Promise<APIResponse>): Promise<unknown> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(200);
  return answer.json();
}

/** Creates `account` through the API; the page's context is then signed in as it. */
export async function registerThroughApi(page: Page, account: Account): Promise<void> {
  await expectOk(
    callAsPage(page, 'POST', '/auth/register', {
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
      policies: await acceptedPolicies(page),
    }),
  );
}

/** Ends the page's session through the API (the app's logout call). */
export async function logOutThroughApi(page: Page): Promise<void> {
  await expectOk(callAsPage(page, 'POST', '/auth/logout'));
}
