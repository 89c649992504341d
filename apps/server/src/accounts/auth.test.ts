import {
  bootstrapDataResponseSchema,
  registerResponseSchema,
  userResponseSchema,
} from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../config/env';
import { settleDetachedWork } from '../security/detached-work';
import { lastMailTo } from '../test-support/mailbox';
import { ACCEPTED_POLICIES } from '../test-support/registration-policies';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { INVALID_CREDENTIALS } from './auth-routes';

let app: TestServer;
let emailCount = 0;
const newEmail = () => `listener${++emailCount}@example.com`;

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

async function visitor() {
  return new TestVisitor(app.url).open();
}

async function registered(email = newEmail(), password = 'correct horse') {
  const agent = await visitor();
  const answer = await agent.post('/auth/register', {
    email,
    password,
    password_confirmation: password,
    policies: ACCEPTED_POLICIES,
  });
  expect(answer.status).toBe(200);
  return { agent, email, password };
}

describe('auth/register', () => {
  it('creates the account, signs it in and answers with its bootstrap data', async () => {
    const agent = await visitor();
    const email = newEmail();
    const answer = await agent.post('/auth/register', {
      email,
      password: 'correct horse',
      password_confirmation: 'correct horse',
      policies: ACCEPTED_POLICIES,
    });
    expect(answer.status).toBe(200);
    const body = registerResponseSchema.parse(answer.json);
    expect(body.status).toBe('success');
    expect(body.bootstrapData.user?.email).toBe(email);
    expect(body.bootstrapData.user?.roles?.map((role) => role.name)).toEqual(['user']);
    expect(body.bootstrapData.user?.permissions?.map((permission) => permission.name)).toContain(
      'music.view',
    );

    const me = await agent.get('/api/v1/users/me');
    expect(me.status).toBe(200);
    expect(userResponseSchema.parse(me.json).user.email).toBe(email);
  });

  it('answers a taken email, whatever its case, as a sign-up to confirm, signs nobody in and mails the owner', async () => {
    const { email } = await registered();
    const agent = await visitor();
    const taken = await agent.post('/auth/register', {
      email: email.toUpperCase(),
      password: 'another horse',
      password_confirmation: 'another horse',
      policies: ACCEPTED_POLICIES,
    });
    expect(taken.status).toBe(200);
    const body = registerResponseSchema.parse(taken.json);
    expect(body.status).toBe('needs_email_verification');
    expect(body.bootstrapData.user).toBeNull();
    expect(taken.text).not.toContain('taken');
    expect((await agent.get('/api/v1/users/me')).status).toBe(401);
    await settleDetachedWork(app.server.services);
    const mail = await lastMailTo(app.server.services.db, email);
    expect(mail?.subject).toBe('You already have a Tonearm account');
    expect(mail?.text).toContain(`${app.url}/forgot-password?email=`);
    // The owner's password still works; the visitor's did nothing.
    const owner = await visitor();
    expect(
      (await owner.post('/auth/login', { email, password: 'correct horse', remember: false })).status,
    ).toBe(200);
  });

  it('refuses a short password and a wrong confirmation with field errors', async () => {
    const agent = await visitor();

    const weak = await agent.post('/auth/register', {
      email: newEmail(),
      password: 'short',
      password_confirmation: 'other',
    });
    expect(weak.status).toBe(422);
    expect(weak.json).toMatchObject({
      errors: {
        password: [
          'The password field must be at least 8 characters.',
          'The password field confirmation does not match.',
        ],
      },
    });
  });

  it('names every missing field in Laravel words', async () => {
    const answer = await (await visitor()).post('/auth/register', { email: 'not-an-email' });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      message: 'The email field must be a valid email address. (and 2 more errors)',
      errors: {
        email: ['The email field must be a valid email address.'],
        password: ['The password field is required.'],
        password_confirmation: ['The password confirmation field is required.'],
      },
    });
  });
});

describe('auth/login', () => {
  it('signs in with a new session token and a new XSRF token, so the old ones stop working', async () => {
    const { email, password } = await registered();
    const agent = await visitor();
    const guestSession = agent.cookies.get('tonearm_session');
    const guestXsrf = agent.cookies.get('XSRF-TOKEN') ?? '';

    const answer = await agent.post('/auth/login', { email, password, remember: false });
    expect(answer.status).toBe(200);
    expect(bootstrapDataResponseSchema.parse(answer.json).bootstrapData.user?.email).toBe(email);
    expect(agent.cookies.get('tonearm_session')).not.toBe(guestSession);
    expect(agent.cookies.get('XSRF-TOKEN')).not.toBe(guestXsrf);

    const stale = await agent.request('/api/v1/users/me', {
      method: 'PUT',
      body: { first_name: 'Ada' },
      headers: { 'X-XSRF-TOKEN': guestXsrf },
    });
    expect(stale.status).toBe(419);
  });

  it('keeps a remembered session for 30 days and a plain one for the browser session', async () => {
    const { email, password } = await registered();
    const remembered = await visitor();
    const kept = await remembered.post('/auth/login', { email, password, remember: true });
    const sessionCookie = kept.headers.getSetCookie().find((line) => line.startsWith('tonearm_session='));
    expect(sessionCookie).toContain('Max-Age=2592000');
    expect(sessionCookie).toContain('HttpOnly');
    expect(sessionCookie).toContain('SameSite=Lax');

    const plain = await visitor();
    const session = await plain.post('/auth/login', { email, password, remember: false });
    const plainCookie = session.headers.getSetCookie().find((line) => line.startsWith('tonearm_session='));
    expect(plainCookie).not.toContain('Max-Age');
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const { email } = await registered();
    const unknown = await (await visitor()).post('/auth/login', {
      email: 'nobody@example.com',
      password: 'whatever1',
      remember: false,
    });
    const wrong = await (await visitor()).post('/auth/login', {
      email,
      password: 'whatever1',
      remember: false,
    });
    expect(unknown.status).toBe(422);
    expect(wrong.status).toBe(422);
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.json).toEqual({ message: INVALID_CREDENTIALS, errors: { email: [INVALID_CREDENTIALS] } });
  });

  it('throttles an account after five failures with 429 and Retry-After, even for the right password', async () => {
    const { email, password } = await registered();
    const agent = await visitor();
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await agent.post('/auth/login', { email, password: 'wrong password', remember: false });
      expect(failed.status).toBe(422);
    }
    const blocked = await agent.post('/auth/login', { email, password, remember: false });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(blocked.json).toEqual({ message: expect.stringMatching(/^Too many login attempts/) });
  });

  it('checks no more than five of 40 wrong passwords sent at once', async () => {
    const { email } = await registered();
    const agent = await visitor();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        agent.post('/auth/login', { email, password: 'wrong password', remember: false }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('keeps counting failures, not the sign-ins that succeed between them', async () => {
    const { email, password } = await registered();
    for (let round = 0; round < 3; round++) {
      const agent = await visitor();
      for (let attempt = 0; attempt < 4; attempt++) {
        await agent.post('/auth/login', { email, password: 'wrong password', remember: false });
      }
      expect((await agent.post('/auth/login', { email, password, remember: false })).status).toBe(200);
    }
  });

  it('signs the seeded admin in with the documented defaults', async () => {
    const agent = await visitor();
    const answer = await agent.post('/auth/login', {
      email: DEFAULT_ADMIN_EMAIL,
      password: DEFAULT_ADMIN_PASSWORD,
      remember: false,
    });
    expect(answer.status).toBe(200);
    const user = bootstrapDataResponseSchema.parse(answer.json).bootstrapData.user;
    expect(user?.roles?.map((role) => role.name)).toContain('admin');
    expect(user?.permissions?.map((permission) => permission.name)).toContain('admin');
  });
});

describe('auth/logout', () => {
  it('ends the session and answers with guest bootstrap data', async () => {
    const { agent } = await registered();
    const answer = await agent.post('/auth/logout');
    expect(answer.status).toBe(200);
    const { bootstrapData } = bootstrapDataResponseSchema.parse(answer.json);
    expect(bootstrapData.user).toBeNull();
    expect(bootstrapData.guest_role?.permissions.map((permission) => permission.name)).toEqual([
      'music.view',
      'music.play',
    ]);
    expect((await agent.get('/api/v1/users/me')).status).toBe(401);
  });

  it('makes a copied session cookie useless after logout', async () => {
    const { agent } = await registered();
    const copy = new TestVisitor(app.url);
    for (const [name, value] of agent.cookies) copy.cookies.set(name, value);
    await agent.post('/auth/logout');
    expect((await copy.get('/api/v1/users/me')).status).toBe(401);
  });
});

describe('users/{id}', () => {
  it('answers 401 for a guest and 404 for another user id', async () => {
    expect((await (await visitor()).get('/api/v1/users/me')).status).toBe(401);
    const { agent } = await registered();
    expect((await agent.get('/api/v1/users/999999')).status).toBe(404);
  });

  it('updates the account details sent as POST with the method override', async () => {
    const { agent } = await registered();
    const answer = await agent.post(
      '/api/v1/users/me?_method=PUT',
      {
        first_name: ' Ada ',
        last_name: 'Lovelace',
        country: 'gb',
        timezone: 'Europe/London',
        language: 'en',
      },
      { headers: { 'X-HTTP-Method-Override': 'PUT' } },
    );
    expect(answer.status).toBe(200);
    const { user } = userResponseSchema.parse(answer.json);
    expect(user).toMatchObject({
      name: 'Ada Lovelace',
      first_name: 'Ada',
      country: 'GB',
      timezone: 'Europe/London',
      language: 'en',
    });
  });

  it('refuses an unknown timezone and a number as a name', async () => {
    const { agent } = await registered();
    const answer = await agent.request('/api/v1/users/me', {
      method: 'PUT',
      body: { first_name: 42, timezone: 'Mars/Olympus' },
    });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ errors: { first_name: ['The first name field must be a string.'] } });
  });
});

describe('logs/error/download-latest', () => {
  it('lets an admin download the newest error log and refuses everyone else', async () => {
    await app.server.services.errorLog.record(
      new Error('Disk full'),
      { method: 'GET', url: '/x', userId: null },
      new Date('2030-01-02T03:04:05Z'),
    );
    const guest = await visitor();
    expect((await guest.get('/api/v1/logs/error/download-latest')).status).toBe(401);
    const { agent } = await registered();
    expect((await agent.get('/api/v1/logs/error/download-latest')).status).toBe(403);

    const admin = await visitor();
    await admin.post('/auth/login', {
      email: DEFAULT_ADMIN_EMAIL,
      password: DEFAULT_ADMIN_PASSWORD,
      remember: false,
    });
    const download = await admin.get('/api/v1/logs/error/download-latest');
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Disposition')).toBe('attachment; filename="tonearm-2030-01-02.log"');
    expect(download.text).toContain('production.ERROR: Disk full');
  });
});
