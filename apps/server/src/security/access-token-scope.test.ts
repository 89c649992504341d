import { newAccessTokenResponseSchema, userResponseSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../admin/test-support/admin-audiences';
import { lastMailTo } from '../test-support/mailbox';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { MISSING_ABILITY, NOT_FOR_ACCESS_TOKENS } from './access-token-scope';
import { settleDetachedWork } from './detached-work';

let app: TestServer;
let count = 0;
const PASSWORD = 'correct horse';

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

async function owner() {
  const email = `token-owner${++count}@example.com`;
  return { email, browser: await registerListener(app.url, email, PASSWORD) };
}

/** A token made from the account settings, and an API client that sends it. */
async function tokenOf(browser: TestVisitor, abilities?: string[]) {
  const created = await browser.post('/api/v1/access-tokens', { tokenName: 'script', abilities });
  expect(created.status).toBe(200);
  const { token, plainTextToken } = newAccessTokenResponseSchema.parse(created.json);
  const client = new TestVisitor(app.url);
  const headers = { Authorization: `Bearer ${plainTextToken}` };
  return {
    token,
    get: (path: string) => client.get(path, { headers }),
    send: (method: string, path: string, body?: unknown) => client.request(path, { method, body, headers }),
  };
}

describe('personal access token abilities', () => {
  it('reads but cannot change anything with a token made for reading, the default', async () => {
    const { browser } = await owner();
    const api = await tokenOf(browser);
    expect(api.token.abilities).toEqual(['read']);
    expect((await api.get('/api/v1/users/me')).status).toBe(200);
    const write = await api.send('PUT', '/api/v1/users/me', { first_name: 'Script' });
    expect(write.status).toBe(403);
    expect(write.json).toEqual({ message: MISSING_ABILITY });
    expect((await api.send('POST', '/api/v1/playlists', { name: 'By script' })).status).toBe(403);
  });

  it('reads and writes with a token made for both, and lists its abilities', async () => {
    const { browser } = await owner();
    const api = await tokenOf(browser, ['read', 'write']);
    expect((await api.send('PUT', '/api/v1/users/me', { first_name: 'Script' })).status).toBe(200);
    expect((await api.send('POST', '/api/v1/playlists', { name: 'By script' })).status).toBe(201);
    const listed = userResponseSchema.parse((await browser.get('/api/v1/users/me')).json).user.tokens;
    expect(listed?.map((token) => token.abilities)).toEqual([['read', 'write']]);
  });

  it.each([
    ['mint a token', 'POST', '/api/v1/access-tokens', { tokenName: 'more' }],
    ['list the sessions', 'GET', '/api/v1/user-sessions', undefined],
    ['change the password', 'PUT', '/auth/user/password', {}],
    ['read the recovery codes', 'POST', '/auth/user/two-factor-recovery-codes/show', { password: PASSWORD }],
    ['turn two-factor on', 'POST', '/auth/user/two-factor-authentication', undefined],
    ['check the password window', 'GET', '/auth/user/confirmed-password-status', undefined],
    ['delete the account', 'DELETE', '/api/v1/users/me?deleteCurrentUser=true', undefined],
  ])('never lets a token %s, whatever its abilities', async (_name, method, path, body) => {
    const { browser } = await owner();
    const api = await tokenOf(browser, ['read', 'write']);
    const answer = await api.send(method, path, body);
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ message: NOT_FOR_ACCESS_TOKENS });
  });

  it.each([
    ["list someone's sessions", 'GET', 'sessions'],
    ['sign someone out everywhere', 'DELETE', 'sessions'],
    ["turn someone's two-factor off", 'DELETE', 'two-factor'],
    ["list someone's tokens", 'GET', 'tokens'],
    ['send someone a password reset', 'POST', 'password-reset'],
    ['send someone an address check', 'POST', 'email-verification'],
  ])("never lets an admin's token %s", async (_name, method, action) => {
    const admin = await signInAdmin(app);
    const api = await tokenOf(admin, ['read', 'write']);
    const { user } = userResponseSchema.parse((await (await owner()).browser.get('/api/v1/users/me')).json);
    const answer = await api.send(method, `/api/v1/admin/users/${user.id}/${action}`);
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ message: NOT_FOR_ACCESS_TOKENS });
    // The same call from the admin's signed-in browser is not refused (an address already checked answers 422).
    const fromBrowser = await admin.request(`/api/v1/admin/users/${user.id}/${action}`, { method });
    expect(fromBrowser.status).not.toBe(403);
  });

  it('refuses abilities it does not know with 422', async () => {
    const { browser } = await owner();
    for (const abilities of [['admin'], [], 'read']) {
      const answer = await browser.post('/api/v1/access-tokens', { tokenName: 'x', abilities });
      expect(answer.status).toBe(422);
    }
  });
});

describe('tokens and a new password', () => {
  it('revokes every token when the password changes, unless the owner keeps them', async () => {
    const { browser } = await owner();
    const revoked = await tokenOf(browser, ['read']);
    const changed = await browser.request('/auth/user/password', {
      method: 'PUT',
      body: {
        current_password: PASSWORD,
        password: 'brand new pass',
        password_confirmation: 'brand new pass',
      },
    });
    expect(changed.status).toBe(200);
    expect((await revoked.get('/api/v1/users/me')).status).toBe(401);

    const kept = await tokenOf(browser, ['read']);
    await browser.request('/auth/user/password', {
      method: 'PUT',
      body: {
        current_password: 'brand new pass',
        password: 'another new pass',
        password_confirmation: 'another new pass',
        revoke_access_tokens: false,
      },
    });
    expect((await kept.get('/api/v1/users/me')).status).toBe(200);
  });

  it('revokes every token when the password is reset', async () => {
    const { browser, email } = await owner();
    const api = await tokenOf(browser, ['read']);
    const guest = await new TestVisitor(app.url).open();
    await guest.post('/auth/forgot-password', { email });
    await settleDetachedWork(app.server.services);
    const token = /\/password\/reset\/([^?\s]+)/.exec(
      (await lastMailTo(app.server.services.db, email))?.text ?? '',
    )?.[1];
    const reset = await guest.post('/auth/reset-password', {
      token,
      email,
      password: 'brand new pass',
      password_confirmation: 'brand new pass',
    });
    expect(reset.status).toBe(200);
    expect((await api.get('/api/v1/users/me')).status).toBe(401);
  });
});
