import { registerResponseSchema, userResponseSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer';
import { settleDetachedWork } from '../security/detached-work';
import { writeSetting } from '../settings/settings-store';
import { postWithHost } from '../test-support/forged-host';
import { lastMailTo, mailsTo } from '../test-support/mailbox';
import { ACCEPTED_POLICIES } from '../test-support/registration-policies';
import { startSmtpSink } from '../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { INVALID_VERIFICATION_CODE, VERIFICATION_CODE_ATTEMPTS } from './email-verification';
import {
  INVALID_RESET_TOKEN,
  PASSWORD_RESET,
  RESET_LINK_SENT,
  RESET_TOKEN_MINUTES,
} from './password-reset-routes';

let app: TestServer;
let count = 0;

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

const db = () => app.server.services.db;

async function register(email = `mail${++count}@example.com`, password = 'correct horse') {
  const agent = await new TestVisitor(app.url).open();
  const answer = await agent.post('/auth/register', {
    email,
    password,
    password_confirmation: password,
    policies: ACCEPTED_POLICIES,
  });
  await settleDetachedWork(app.server.services);
  // A sign-up waiting for its address to be confirmed is not signed in: it reaches the code screen by signing in.
  if (registerResponseSchema.parse(answer.json).bootstrapData.user === null) {
    await agent.post('/auth/login', { email, password, remember: false });
  }
  return { agent, email, password, answer };
}

const differentCode = (code: string) => (code === '000000' ? '111111' : '000000');

function codeIn(text: string | undefined): string {
  const code = /verification code is (\d{6})/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`No code in: ${text}`);
  return code;
}

describe('email verification', () => {
  beforeAll(() => writeSetting(db(), 'require_email_confirmation', true));
  afterAll(() => writeSetting(db(), 'require_email_confirmation', false));

  it('mails a 6-digit code at registration and confirms the address with it after signing in', async () => {
    const { agent, email, answer } = await register();
    const body = registerResponseSchema.parse(answer.json);
    expect(body.status).toBe('needs_email_verification');
    expect(body.bootstrapData.user).toBeNull();
    const signedIn = userResponseSchema.parse((await agent.get('/api/v1/users/me')).json);
    expect(signedIn.user.email_verified_at).toBeNull();
    const mail = await lastMailTo(db(), email);
    expect(mail?.status).toBe('logged');
    expect(mail?.text).toContain(`${app.url}/login?email=${encodeURIComponent(email)}`);

    const wrong = await agent.post('/api/v1/validate-email-verification-otp', {
      code: differentCode(codeIn(mail?.text)),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toEqual({
      message: INVALID_VERIFICATION_CODE,
      errors: { code: [INVALID_VERIFICATION_CODE] },
    });

    const right = await agent.post('/api/v1/validate-email-verification-otp', { code: codeIn(mail?.text) });
    expect(right.json).toEqual({ status: 'success' });
    const me = userResponseSchema.parse((await agent.get('/api/v1/users/me')).json);
    expect(me.user.email_verified_at).not.toBeNull();
  });

  it('refuses a code longer than 6 characters', async () => {
    const { agent } = await register();
    expect((await agent.post('/api/v1/validate-email-verification-otp', { code: '1234567' })).status).toBe(
      422,
    );
  });

  it('stops accepting a code after five wrong guesses', async () => {
    const { agent, email } = await register();
    const code = codeIn((await lastMailTo(db(), email))?.text);
    const wrongCode = differentCode(code);
    for (let attempt = 0; attempt < VERIFICATION_CODE_ATTEMPTS; attempt++) {
      await agent.post('/api/v1/validate-email-verification-otp', { code: wrongCode });
    }
    expect((await agent.post('/api/v1/validate-email-verification-otp', { code })).status).toBe(429);
  });

  it('resends a new code no sooner than a minute later, and expires codes after an hour', async () => {
    const { agent, email } = await register();
    expect((await agent.post('/api/v1/resend-email-verification', { email })).status).toBe(429);
    app.clock.advance(61_000);
    const resent = await agent.post('/api/v1/resend-email-verification', { email });
    expect(resent.json).toEqual({ status: 'success', message: 'Email sent' });
    expect(await mailsTo(db(), email)).toHaveLength(2);
    const second = codeIn((await lastMailTo(db(), email))?.text);
    app.clock.advance(61 * 60_000);
    // The plain session ended with the idle timeout; sign in again to try the expired code.
    await agent.post('/auth/login', { email, password: 'correct horse', remember: true });
    expect((await agent.post('/api/v1/validate-email-verification-otp', { code: second })).status).toBe(422);
  });

  it('answers a guest the same way for unknown, verified and throttled addresses', async () => {
    const { email } = await register();
    const guest = await new TestVisitor(app.url).open();
    for (const address of [email, 'nobody-here@example.com', email]) {
      const answer = await guest.post('/api/v1/resend-email-verification', { email: address });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ status: 'success', message: 'Email sent' });
    }
  });
});

describe('password reset', () => {
  function tokenIn(text: string | undefined): string {
    const token = /\/password\/reset\/([A-Za-z0-9_-]+)\?email=/.exec(text ?? '')?.[1];
    if (!token) throw new Error(`No reset link in: ${text}`);
    return token;
  }

  it('mails a link whose token resets the password once and signs out every session', async () => {
    const { agent, email } = await register();
    const guest = await new TestVisitor(app.url).open();
    const sent = await guest.post('/auth/forgot-password', { email });
    await settleDetachedWork(app.server.services);
    expect(sent.json).toEqual({ message: RESET_LINK_SENT });
    const mail = await lastMailTo(db(), email);
    expect(mail?.text).toContain(`${app.url}/password/reset/`);
    const token = tokenIn(mail?.text);

    const reset = { token, email, password: 'brand new pass', password_confirmation: 'brand new pass' };
    const done = await guest.post('/auth/reset-password', reset);
    expect(done.json).toEqual({ message: PASSWORD_RESET });
    expect((await agent.get('/api/v1/users/me')).status).toBe(401);
    expect(
      (await guest.post('/auth/login', { email, password: 'brand new pass', remember: false })).status,
    ).toBe(200);

    const again = await new TestVisitor(app.url).open();
    const reused = await again.post('/auth/reset-password', {
      ...reset,
      password: 'another one!',
      password_confirmation: 'another one!',
    });
    expect(reused.status).toBe(422);
    expect(reused.json).toMatchObject({ errors: { email: [INVALID_RESET_TOKEN] } });
  });

  it('gives the same answer for an unknown address and sends nothing', async () => {
    const guest = await new TestVisitor(app.url).open();
    const answer = await guest.post('/auth/forgot-password', { email: 'ghost@example.com' });
    expect(answer.json).toEqual({ message: RESET_LINK_SENT });
    expect(await mailsTo(db(), 'ghost@example.com')).toEqual([]);
  });

  it('never mails a reset link for the address a forged Host header names', async () => {
    const { email } = await register();
    const guest = await new TestVisitor(app.url).open();
    const forged = await postWithHost(guest, app.url, '/auth/forgot-password', { email }, 'attacker.example');
    expect(forged.status).toBe(422);
    expect(forged.json).toMatchObject({ message: expect.stringContaining(app.url) });
    const mails = await mailsTo(db(), email);
    expect(mails.filter((mail) => mail.text.includes('attacker.example'))).toEqual([]);
    expect(mails.filter((mail) => mail.text.includes('/password/reset/'))).toEqual([]);
  });

  it('refuses a token after 60 minutes and a token for another address', async () => {
    const first = await register();
    const second = await register();
    const guest = await new TestVisitor(app.url).open();
    await guest.post('/auth/forgot-password', { email: first.email });
    await settleDetachedWork(app.server.services);
    const token = tokenIn((await lastMailTo(db(), first.email))?.text);
    const attempt = (email: string) =>
      guest.post('/auth/reset-password', {
        token,
        email,
        password: 'brand new pass',
        password_confirmation: 'brand new pass',
      });
    expect((await attempt(second.email)).status).toBe(422);
    app.clock.advance((RESET_TOKEN_MINUTES + 1) * 60_000);
    expect((await attempt(first.email)).status).toBe(422);
  });
});

describe('the mailer', () => {
  it('delivers through MAIL_URL and logs the mail as sent', async () => {
    const sink = await startSmtpSink();
    try {
      const mailer = createMailer({
        db: db(),
        mailUrl: sink.url,
        from: 'Tonearm <no-reply@tonearm.local>',
        now: () => new Date(),
      });
      await mailer.send({ to: 'smtp-user@example.com', subject: 'Hello', text: 'Over the wire' });
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]?.to).toEqual(['RCPT TO:<smtp-user@example.com>']);
      expect(sink.received[0]?.data).toContain('Over the wire');
      expect((await lastMailTo(db(), 'smtp-user@example.com'))?.status).toBe('sent');
    } finally {
      await sink.stop();
    }
  });

  it('logs a mail it could not deliver as failed, with the reason', async () => {
    const sink = await startSmtpSink();
    await sink.stop();
    const mailer = createMailer({
      db: db(),
      mailUrl: sink.url,
      from: 'Tonearm <no-reply@tonearm.local>',
      now: () => new Date(),
    });
    await expect(
      mailer.send({ to: 'unreachable@example.com', subject: 'Hello', text: 'Lost' }),
    ).rejects.toThrow();
    const logged = await lastMailTo(db(), 'unreachable@example.com');
    expect(logged?.status).toBe('failed');
    expect(logged?.error).toMatch(/ECONNREFUSED/);
  });
});
