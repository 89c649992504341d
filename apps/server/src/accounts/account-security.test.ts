import {
  newAccessTokenResponseSchema,
  passwordConfirmationStatusSchema,
  sessionListResponseSchema,
  userResponseSchema,
  valueListsSchema,
} from '@tonearm/client/contract';
import { PASSWORD_CONFIRMATION_WINDOW_SECONDS } from '@tonearm/client/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTED_POLICIES } from '../test-support/registration-policies';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { INCORRECT_PASSWORD } from './password-check';

let app: TestServer;
let count = 0;

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A registered user, and a second device signed in to the same account. */
async function userWithTwoDevices() {
  const email = `device-owner${++count}@example.com`;
  const password = 'correct horse';
  const laptop = await new TestVisitor(app.url).open();
  await laptop.post('/auth/register', {
    email,
    password,
    password_confirmation: password,
    policies: ACCEPTED_POLICIES,
  });
  const phone = await new TestVisitor(app.url).open();
  await phone.post(
    '/auth/login',
    { email, password, remember: true },
    { headers: { 'User-Agent': CHROME_ON_WINDOWS } },
  );
  return { email, password, laptop, phone };
}

describe('user-sessions', () => {
  it('lists the devices signed in, marking the current one', async () => {
    const { laptop } = await userWithTwoDevices();
    const answer = await laptop.get('/api/v1/user-sessions');
    expect(answer.status).toBe(200);
    const { sessions } = sessionListResponseSchema.parse(answer.json);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.is_current_device)).toHaveLength(1);
    expect(sessions.find((session) => !session.is_current_device)).toMatchObject({
      device_type: 'desktop',
      platform: 'Windows',
      browser: 'Chrome',
      ip_address: '127.0.0.1',
      token: null,
    });
  });

  it('logs out the other devices after checking the password', async () => {
    const { password, laptop, phone } = await userWithTwoDevices();
    const refused = await laptop.post('/api/v1/user-sessions/logout-other', { password: 'not it at all' });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ errors: { password: [INCORRECT_PASSWORD] } });
    expect((await phone.get('/api/v1/users/me')).status).toBe(200);

    const done = await laptop.post('/api/v1/user-sessions/logout-other', { password });
    expect(done.status).toBe(200);
    expect((await phone.get('/api/v1/users/me')).status).toBe(401);
    expect((await laptop.get('/api/v1/users/me')).status).toBe(200);
  });
});

describe('password confirmation', () => {
  it('counts a fresh login as confirmed and lapses after the 9000 s window', async () => {
    // The remembered session, since a plain one ends after 120 idle minutes, before the window lapses.
    const { password, phone } = await userWithTwoDevices();
    const status = async () =>
      passwordConfirmationStatusSchema.parse(
        (
          await phone.get(
            `/auth/user/confirmed-password-status?seconds=${PASSWORD_CONFIRMATION_WINDOW_SECONDS}`,
          )
        ).json,
      ).confirmed;
    expect(await status()).toBe(true);
    app.clock.advance((PASSWORD_CONFIRMATION_WINDOW_SECONDS + 1) * 1000);
    expect(await status()).toBe(false);

    const wrong = await phone.post('/auth/user/confirm-password', { password: 'wrong one!' });
    expect(wrong.status).toBe(422);
    expect(await status()).toBe(false);
    const right = await phone.post('/auth/user/confirm-password', { password });
    expect(right.json).toEqual({ status: 'success' });
    expect(await status()).toBe(true);
  });

  it('answers 429 after five wrong passwords in a row', async () => {
    const { laptop } = await userWithTwoDevices();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await laptop.post('/auth/user/confirm-password', { password: 'guess' })).status).toBe(422);
    }
    const blocked = await laptop.post('/auth/user/confirm-password', { password: 'guess' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).not.toBeNull();
  });
});

describe('auth/user/password', () => {
  it('changes the password, ends the other sessions and gives this one a new token', async () => {
    const { email, password, laptop, phone } = await userWithTwoDevices();
    const before = laptop.cookies.get('tonearm_session');
    const wrong = await laptop.request('/auth/user/password', {
      method: 'PUT',
      body: {
        current_password: 'nope nope',
        password: 'new password!',
        password_confirmation: 'new password!',
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toMatchObject({ errors: { current_password: [INCORRECT_PASSWORD] } });

    const changed = await laptop.request('/auth/user/password', {
      method: 'PUT',
      body: { current_password: password, password: 'new password!', password_confirmation: 'new password!' },
    });
    expect(changed.status).toBe(200);
    expect(laptop.cookies.get('tonearm_session')).not.toBe(before);
    expect((await laptop.get('/api/v1/users/me')).status).toBe(200);
    expect((await phone.get('/api/v1/users/me')).status).toBe(401);

    const fresh = await new TestVisitor(app.url).open();
    expect((await fresh.post('/auth/login', { email, password, remember: false })).status).toBe(422);
    expect(
      (await fresh.post('/auth/login', { email, password: 'new password!', remember: false })).status,
    ).toBe(200);
  });
});

describe('access-tokens', () => {
  it('creates a token shown once, lets API clients use it without XSRF, and deletes it', async () => {
    const { laptop } = await userWithTwoDevices();
    const created = await laptop.post('/api/v1/access-tokens', {
      tokenName: 'CLI',
      abilities: ['read', 'write'],
    });
    expect(created.status).toBe(200);
    const { token, plainTextToken } = newAccessTokenResponseSchema.parse(created.json);
    expect(token).toMatchObject({ name: 'CLI', last_used_at: null });

    const client = new TestVisitor(app.url);
    const bearer = { Authorization: `Bearer ${plainTextToken}` };
    const me = await client.get('/api/v1/users/me', { headers: bearer });
    expect(me.status).toBe(200);
    expect(me.headers.getSetCookie()).toEqual([]);
    const renamed = await client.request('/api/v1/users/me', {
      method: 'PUT',
      body: { first_name: 'Script' },
      headers: bearer,
    });
    expect(renamed.status).toBe(200);

    const listed = userResponseSchema.parse((await laptop.get('/api/v1/users/me')).json).user.tokens ?? [];
    expect(listed.map(({ name }) => name)).toEqual(['CLI']);
    expect(listed[0]?.last_used_at).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(plainTextToken.split('|')[1]);

    expect((await laptop.request(`/api/v1/access-tokens/${token.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await client.get('/api/v1/users/me', { headers: bearer })).status).toBe(401);
  });

  it("refuses to delete another user's token and a token name that is blank", async () => {
    const owner = (await userWithTwoDevices()).laptop;
    const { token } = newAccessTokenResponseSchema.parse(
      (await owner.post('/api/v1/access-tokens', { tokenName: 'mine' })).json,
    );
    const other = (await userWithTwoDevices()).laptop;
    expect((await other.request(`/api/v1/access-tokens/${token.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await other.post('/api/v1/access-tokens', { tokenName: '   ' })).status).toBe(422);
  });

  it('answers 401 to a forged bearer token', async () => {
    const answer = await new TestVisitor(app.url).get('/api/v1/users/me', {
      headers: { Authorization: 'Bearer 1|forged' },
    });
    expect(answer.status).toBe(401);
  });
});

describe('value-lists and locale', () => {
  it('answers the lists asked for, timezones grouped by region', async () => {
    const answer = await new TestVisitor(app.url).get(
      '/api/v1/value-lists/timezones,countries,localizations',
    );
    expect(answer.status).toBe(200);
    const lists = valueListsSchema.parse(answer.json);
    expect(lists.timezones.Europe).toContainEqual({
      value: 'Europe/Paris',
      text: expect.stringMatching(/^\(UTC\+0[12]:00\) Paris$/),
    });
    expect(lists.countries).toContainEqual({ code: 'GB', name: 'United Kingdom' });
    expect(lists.localizations).toEqual([{ language: 'en', name: 'English' }]);
    expect(Object.keys(answer.json as object)).toEqual(['timezones', 'countries', 'localizations']);
  });

  it('answers 404 for an unknown list', async () => {
    expect((await new TestVisitor(app.url).get('/api/v1/value-lists/countries,planets')).status).toBe(404);
  });

  it('changes the language to an available localization only', async () => {
    const { laptop } = await userWithTwoDevices();
    const changed = await laptop.post('/api/v1/users/me/locale', { locale: 'en' });
    expect(changed.json).toEqual({ locale: { language: 'en', name: 'English', lines: {} } });
    const refused = await laptop.post('/api/v1/users/me/locale', { locale: 'tlh' });
    expect(refused.status).toBe(422);
  });
});
