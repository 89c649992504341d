import {
  bootstrapDataResponseSchema,
  recoveryCodesResponseSchema,
  twoFactorQrCodeSchema,
  userResponseSchema,
} from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode, totpStep } from '../security/totp';
import { ACCEPTED_POLICIES } from '../test-support/registration-policies';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { INCORRECT_PASSWORD } from './password-check';
import { INVALID_TWO_FACTOR_CODE } from './two-factor-routes';

let app: TestServer;
let count = 0;

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

const codeAt = (secret: string, stepOffset = 0) => totpCode(secret, totpStep(app.clock.now()) + stepOffset);

async function me(agent: TestVisitor) {
  return userResponseSchema.parse((await agent.get('/api/v1/users/me')).json).user;
}

/** A user who went through set-up: enabled, scanned the QR code and confirmed a code. */
async function userWithTwoFactor() {
  const email = `two-factor${++count}@example.com`;
  const password = 'correct horse';
  const agent = await new TestVisitor(app.url).open();
  await agent.post('/auth/register', {
    email,
    password,
    password_confirmation: password,
    policies: ACCEPTED_POLICIES,
  });
  expect((await agent.post('/auth/user/two-factor-authentication')).json).toEqual({ status: 'success' });
  const { secret, svg } = twoFactorQrCodeSchema.parse(
    (await agent.get('/auth/user/two-factor/qr-code')).json,
  );
  expect(svg).toMatch(/^<svg/);
  const pendingUser = await me(agent);
  expect(pendingUser.two_factor_confirmed_at).toBeNull();
  expect(pendingUser.two_factor_recovery_codes).toHaveLength(8);
  const confirmed = await agent.post('/auth/user/confirmed-two-factor-authentication', {
    code: codeAt(secret),
  });
  const { recovery_codes: recoveryCodes } = recoveryCodesResponseSchema.parse(confirmed.json);
  expect(recoveryCodes).toHaveLength(8);
  expect(recoveryCodes).not.toEqual(pendingUser.two_factor_recovery_codes);
  return { email, password, agent, secret, recoveryCodes };
}

async function loginNeedingCode(email: string, password: string) {
  const agent = await new TestVisitor(app.url).open();
  const answer = await agent.post('/auth/login', { email, password, remember: true });
  expect(answer.json).toEqual({ two_factor: true });
  return agent;
}

describe('two-factor set-up', () => {
  it('moves from enabled to confirmed with recovery codes of 21 characters', async () => {
    const { agent, recoveryCodes } = await userWithTwoFactor();
    expect((await me(agent)).two_factor_confirmed_at).not.toBeNull();
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Za-z0-9]{10}-[A-Za-z0-9]{10}$/);
  });

  it('refuses a wrong confirmation code', async () => {
    const agent = await new TestVisitor(app.url).open();
    await agent.post('/auth/register', {
      email: `wrong-confirm${++count}@example.com`,
      password: 'correct horse',
      password_confirmation: 'correct horse',
      policies: ACCEPTED_POLICIES,
    });
    await agent.post('/auth/user/two-factor-authentication');
    const { secret } = twoFactorQrCodeSchema.parse((await agent.get('/auth/user/two-factor/qr-code')).json);
    const answer = await agent.post('/auth/user/confirmed-two-factor-authentication', {
      code: codeAt(secret, 5),
    });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ errors: { code: [INVALID_TWO_FACTOR_CODE] } });
  });

  it('asks for the password again before enabling once the confirmation window lapsed', async () => {
    const email = `lapsed${++count}@example.com`;
    const password = 'correct horse';
    const agent = await new TestVisitor(app.url).open();
    await agent.post('/auth/register', {
      email,
      password,
      password_confirmation: password,
      policies: ACCEPTED_POLICIES,
    });
    await agent.post('/auth/login', { email, password, remember: true });
    app.clock.advance(9001 * 1000);
    const answer = await agent.post('/auth/user/two-factor-authentication');
    expect(answer.status).toBe(423);
    expect((await me(agent)).two_factor_recovery_codes).toBeNull();
  });

  it('regenerates the recovery codes and disables two-factor', async () => {
    const { agent, recoveryCodes } = await userWithTwoFactor();
    const answer = await agent.post('/auth/user/two-factor-recovery-codes');
    const renewed = recoveryCodesResponseSchema.parse(answer.json).recovery_codes;
    expect(renewed).toHaveLength(8);
    expect(renewed).not.toEqual(recoveryCodes);
    const disabled = await agent.request('/auth/user/two-factor-authentication', { method: 'DELETE' });
    expect(disabled.json).toEqual({
      status: 'success',
      message: 'Two factor authentication has been disabled.',
    });
    const user = await me(agent);
    expect(user.two_factor_confirmed_at).toBeNull();
    expect(user.two_factor_recovery_codes).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are never in the user data or the bootstrap data once two-factor is confirmed', async () => {
    const { agent } = await userWithTwoFactor();
    expect((await me(agent)).two_factor_recovery_codes).toBeNull();
    const bootstrap = bootstrapDataResponseSchema.parse({
      bootstrapData: (await agent.get('/api/v1/bootstrap-data')).json,
    }).bootstrapData;
    expect(bootstrap.user?.two_factor_recovery_codes).toBeNull();
    expect((await agent.get('/api/v1/bootstrap-data')).text).not.toContain('two_factor_recovery_codes":[');
  });

  it('are shown after the password is checked, and refused with a wrong one', async () => {
    const { agent, password, recoveryCodes } = await userWithTwoFactor();
    const wrong = await agent.post('/auth/user/two-factor-recovery-codes/show', { password: 'not it' });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toMatchObject({ errors: { password: [INCORRECT_PASSWORD] } });
    expect((await agent.post('/auth/user/two-factor-recovery-codes/show', {})).status).toBe(422);
    const shown = await agent.post('/auth/user/two-factor-recovery-codes/show', { password });
    expect(recoveryCodesResponseSchema.parse(shown.json).recovery_codes).toEqual(recoveryCodes);
  });

  it('are not shown to a guest', async () => {
    const guest = await new TestVisitor(app.url).open();
    expect((await guest.post('/auth/user/two-factor-recovery-codes/show', { password: 'x' })).status).toBe(
      401,
    );
  });
});

describe('auth/two-factor-challenge', () => {
  it('completes the login with a code from the app, and refuses the same code again', async () => {
    const { email, password, secret } = await userWithTwoFactor();
    const agent = await loginNeedingCode(email, password);
    expect((await agent.get('/api/v1/users/me')).status).toBe(401);
    const code = codeAt(secret, 1);
    const answer = await agent.post('/auth/two-factor-challenge', { code });
    expect(answer.status).toBe(200);
    expect(bootstrapDataResponseSchema.parse(answer.json).bootstrapData.user?.email).toBe(email);
    expect((await agent.get('/api/v1/users/me')).status).toBe(200);

    const replay = await loginNeedingCode(email, password);
    expect((await replay.post('/auth/two-factor-challenge', { code })).status).toBe(422);
  });

  it('accepts each recovery code once', async () => {
    const { email, password, recoveryCodes } = await userWithTwoFactor();
    const [recovery = ''] = recoveryCodes;
    const first = await loginNeedingCode(email, password);
    expect((await first.post('/auth/two-factor-challenge', { recovery_code: recovery })).status).toBe(200);
    const shown = await first.post('/auth/user/two-factor-recovery-codes/show', { password });
    expect(recoveryCodesResponseSchema.parse(shown.json).recovery_codes).toEqual(recoveryCodes.slice(1));
    const second = await loginNeedingCode(email, password);
    expect((await second.post('/auth/two-factor-challenge', { recovery_code: recovery })).status).toBe(422);
  });

  it('answers 429 after five wrong codes', async () => {
    const { email, password, secret } = await userWithTwoFactor();
    const agent = await loginNeedingCode(email, password);
    const wrong = codeAt(secret, 7);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await agent.post('/auth/two-factor-challenge', { code: wrong })).status).toBe(422);
    }
    expect((await agent.post('/auth/two-factor-challenge', { code: codeAt(secret) })).status).toBe(429);
  });

  it('checks no more than five of 40 wrong codes sent at once', async () => {
    const { email, password, secret } = await userWithTwoFactor();
    const agent = await loginNeedingCode(email, password);
    const wrong = codeAt(secret, 7);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => agent.post('/auth/two-factor-challenge', { code: wrong })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('refuses a challenge started in another browser, and a code of the wrong length', async () => {
    const { email, password, secret } = await userWithTwoFactor();
    await loginNeedingCode(email, password);
    const stranger = await new TestVisitor(app.url).open();
    expect((await stranger.post('/auth/two-factor-challenge', { code: codeAt(secret) })).status).toBe(422);
    const agent = await loginNeedingCode(email, password);
    const short = await agent.post('/auth/two-factor-challenge', { code: '123' });
    expect(short.status).toBe(422);
    expect(short.json).toMatchObject({ errors: { code: ['The code field must be 6 characters.'] } });
  });
});
