import { randomBytes } from 'node:crypto';
import { type APIResponse, expect, type Page } from '@playwright/test';
import { acceptedPolicies } from '../../support/registration-policies';

/** A listener created for one test, so tests never share an account. */
export interface TestAccount {
  id: number;
  email: string;
  password: string;
}

const xsrfToken = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('The site set no XSRF-TOKEN cookie');
  return decodeURIComponent(cookie.value);
};

/**
 * A state-changing API call from the page's browser context, with the XSRF cookie echoed as the app does
 * (doc 000 §7), so the session cookie it sets is the page's.
 */
export async function postAsPage(page: Page, path: string, data: unknown): Promise<APIResponse> {
  if (page.url() === 'about:blank') await page.goto('/');
  return page.request.post(path, {
    data,
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await xsrfToken(page) },
  });
}

/** Registers a new listener through the API and leaves `page` signed in as them. */
export async function signUp(page: Page, name = 'listener'): Promise<TestAccount> {
  const email = `${name}-${randomBytes(4).toString('hex')}@tonearm.test`;
  const password = `e2e-${randomBytes(6).toString('hex')}`;
  const response = await postAsPage(page, '/auth/register', {
    email,
    password,
    password_confirmation: password,
    policies: await acceptedPolicies(page),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { bootstrapData } = (await response.json()) as { bootstrapData: { user: { id: number } } };
  return { id: bootstrapData.user.id, email, password };
}

/** Signs `page`'s browser context in as `account` through the API. */
export async function signIn(page: Page, account: TestAccount): Promise<void> {
  const response = await postAsPage(page, '/auth/login', {
    email: account.email,
    password: account.password,
    remember: false,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Whether the browser context of `page` is still signed in, asked of the server. */
export async function isSignedIn(page: Page): Promise<boolean> {
  const response = await page.request.get('/api/v1/users/me', { headers: { Accept: 'application/json' } });
  if (response.status() === 401) return false;
  expect(response.status()).toBe(200);
  return true;
}
