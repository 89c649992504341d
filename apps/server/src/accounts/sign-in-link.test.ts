import { bootstrapDataResponseSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDetachedWork } from '../security/detached-work';
import { lastMailTo, mailsTo } from '../test-support/mailbox';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { LOGIN_THROTTLE_RULES } from './login-throttle';
import { INVALID_SIGN_IN_LINK } from './sign-in-link-routes';

let app: TestServer;
let count = 0;
const PASSWORD = 'correct horse';

beforeAll(async () => {
  // Behind one proxy, so each test request can come from an address of its own.
  app = await startTestServer({ TRUST_PROXY: '1' });
}, 60_000);
afterAll(() => app?.stop());

const db = () => app.server.services.db;

/** A browser at `ip`. */
async function browserAt(ip: string) {
  const visitor = await new TestVisitor(app.url).open();
  const headers = { 'X-Forwarded-For': ip };
  return {
    login: (email: string, password: string) =>
      visitor.post('/auth/login', { email, password, remember: false }, { headers }),
    post: (path: string, body: unknown) => visitor.post(path, body, { headers }),
    get: (path: string) => visitor.get(path, { headers }),
  };
}

function linkTokenIn(text: string | undefined): string {
  const token = /\/login\/link\/([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
  if (!token) throw new Error(`No sign-in link in: ${text}`);
  return token;
}

/** Wrong passwords for `email` from as many addresses as the account-wide rule takes to lock it. */
async function lockFromEverywhere(email: string) {
  for (let attempt = 0; attempt < LOGIN_THROTTLE_RULES.account.threshold; attempt++) {
    const guesser = await browserAt(`203.0.113.${attempt + 1}`);
    expect((await guesser.login(email, 'a wrong guess')).status).toBe(422);
  }
}

describe('an account throttled by guesses from everywhere', () => {
  it('refuses its owner’s right password, and mails the owner a one-time sign-in link instead', async () => {
    const email = `locked${++count}@example.com`;
    await registerListener(app.url, email, PASSWORD);
    await lockFromEverywhere(email);

    const owner = await browserAt('198.51.100.7');
    const refused = await owner.login(email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: expect.stringContaining('sign-in link we emailed') });
    await settleDetachedWork(app.server.services);
    const mail = await lastMailTo(db(), email);
    expect(mail?.text).toContain(`${app.url}/login/link/`);

    const signedIn = await owner.post('/auth/login-link', { token: linkTokenIn(mail?.text) });
    expect(signedIn.status).toBe(200);
    expect(bootstrapDataResponseSchema.parse(signedIn.json).bootstrapData.user?.email).toBe(email);
    expect((await owner.get('/api/v1/users/me')).status).toBe(200);
    // The link forgave the guesses: the password works again from a new device.
    expect((await (await browserAt('198.51.100.8')).login(email, PASSWORD)).status).toBe(200);
  });

  it('takes a link once, and no longer after 30 minutes', async () => {
    const email = `locked${++count}@example.com`;
    await registerListener(app.url, email, PASSWORD);
    await lockFromEverywhere(email);
    const owner = await browserAt('198.51.100.9');
    await owner.login(email, PASSWORD);
    await settleDetachedWork(app.server.services);
    const token = linkTokenIn((await lastMailTo(db(), email))?.text);
    expect((await owner.post('/auth/login-link', { token })).status).toBe(200);
    const again = await (await browserAt('198.51.100.10')).post('/auth/login-link', { token });
    expect(again.status).toBe(422);
    expect(again.json).toEqual({ message: INVALID_SIGN_IN_LINK, errors: { token: [INVALID_SIGN_IN_LINK] } });

    const second = `locked${++count}@example.com`;
    await registerListener(app.url, second, PASSWORD);
    await lockFromEverywhere(second);
    await (await browserAt('198.51.100.11')).login(second, PASSWORD);
    await settleDetachedWork(app.server.services);
    const late = linkTokenIn((await lastMailTo(db(), second))?.text);
    app.clock.advance(31 * 60_000);
    expect((await (await browserAt('198.51.100.12')).post('/auth/login-link', { token: late })).status).toBe(
      422,
    );
  });

  it('mails at most one link a quarter of an hour, and answers an unknown address the same way', async () => {
    const email = `locked${++count}@example.com`;
    await registerListener(app.url, email, PASSWORD);
    await lockFromEverywhere(email);
    const owner = await browserAt('198.51.100.13');
    const first = await owner.login(email, PASSWORD);
    await owner.login(email, PASSWORD);
    await settleDetachedWork(app.server.services);
    expect((await mailsTo(db(), email)).filter((mail) => mail.text.includes('/login/link/'))).toHaveLength(1);

    const ghost = `ghost${++count}@example.com`;
    await lockFromEverywhere(ghost);
    const unknown = await owner.login(ghost, PASSWORD);
    expect(unknown.status).toBe(429);
    expect(Object.keys(unknown.json as object)).toEqual(Object.keys(first.json as object));
    expect((unknown.json as { message: string }).message.replace(/\d+/, 'N')).toBe(
      (first.json as { message: string }).message.replace(/\d+/, 'N'),
    );
  });
});
