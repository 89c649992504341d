import { bootstrapDataSchema, recaptchaVerificationSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAdmin } from '../admin/test-support/admin-audiences';
import { publishLiveEvent, settingsChanged } from '../live/publish-live-event';
import { readServerConfig, writeServerConfig } from '../settings/server-config';
import { jsonAnswer, RecordingFetch } from '../test-support/recording-fetch';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { SITEVERIFY_URL } from './verify-recaptcha';

const SECRET_KEY = 'secret-key-from-the-admin-console';
const SITE_KEY = 'site-key-from-the-admin-console';

describe('POST api/v1/recaptcha/verify without keys', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  }, 60_000);
  afterAll(() => app?.stop());

  it('lets the check pass, and the bootstrap settings tell the client the check is off', async () => {
    const visitor = await new TestVisitor(app.url).open();
    const answer = await visitor.post('/api/v1/recaptcha/verify', { token: 'anything' });
    expect(answer.status).toBe(200);
    expect(recaptchaVerificationSchema.parse(answer.json)).toEqual({ success: true });
    const settings = bootstrapDataSchema.parse((await visitor.get('/api/v1/bootstrap-data')).json).settings;
    expect(settings.recaptcha).toMatchObject({ site_key: null, enable: {} });
  });

  it('still validates the body', async () => {
    const visitor = await new TestVisitor(app.url).open();
    const answer = await visitor.post('/api/v1/recaptcha/verify', { token: '' });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ errors: { token: [expect.any(String)] } });
  });

  describe("reCAPTCHA's scripts in the content security policy", () => {
    const RECAPTCHA_SCRIPTS = 'https://www.google.com/recaptcha/';
    const policyOf = async (visitor: TestVisitor) =>
      (await visitor.get('/api/v1/bootstrap-data')).headers.get('content-security-policy') ?? '';

    it('are admitted by the next answer once the keys are saved, and refused once they are removed elsewhere', async () => {
      const admin = await signInAdmin(app);
      expect(await policyOf(admin)).not.toContain(RECAPTCHA_SCRIPTS);
      const saved = await admin.request('/api/v1/admin/settings', {
        method: 'PUT',
        body: {
          changes: { 'server.recaptcha_site_key': SITE_KEY, 'server.recaptcha_secret_key': SECRET_KEY },
        },
      });
      expect(saved.status).toBe(200);
      expect(await policyOf(admin)).toContain(RECAPTCHA_SCRIPTS);

      // Another instance removes the keys: this one hears it on the live-update channel and reloads.
      const { db, secretBox } = app.server.services;
      const {
        'server.recaptcha_site_key': _site,
        'server.recaptcha_secret_key': _secret,
        ...rest
      } = await readServerConfig(db, secretBox);
      await writeServerConfig(db, secretBox, rest);
      await publishLiveEvent(db, settingsChanged());
      await vi.waitFor(async () => expect(await policyOf(admin)).not.toContain(RECAPTCHA_SCRIPTS), {
        timeout: 2_000,
      });
    });
  });
});

describe('POST api/v1/recaptcha/verify with keys', () => {
  let app: TestServer;
  const google = new RecordingFetch();
  beforeAll(async () => {
    app = await startTestServer(
      { RECAPTCHA_SITE_KEY: SITE_KEY, RECAPTCHA_SECRET_KEY: SECRET_KEY },
      { fetch: google.fetch },
    );
  }, 60_000);
  afterAll(() => app?.stop());
  beforeEach(() => google.reset());

  const answerWith = (body: unknown) =>
    google.answer((request) => (request.url.href === SITEVERIFY_URL ? jsonAnswer(body) : undefined));

  it('asks Google with the secret, the token and the client address as a form post', async () => {
    answerWith({ success: true, challenge_ts: '2026-01-01T00:00:00Z', hostname: 'localhost' });
    const visitor = await new TestVisitor(app.url).open();
    const answer = await visitor.post('/api/v1/recaptcha/verify', { token: 'browser-token' });
    expect(answer.json).toEqual({ success: true });
    const [request] = google.to(SITEVERIFY_URL);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      secret: SECRET_KEY,
      response: 'browser-token',
      remoteip: '127.0.0.1',
    });
  });

  it('answers false when Google refuses the token', async () => {
    answerWith({ success: false, 'error-codes': ['invalid-input-response'] });
    const visitor = await new TestVisitor(app.url).open();
    expect((await visitor.post('/api/v1/recaptcha/verify', { token: 'forged' })).json).toEqual({
      success: false,
    });
  });

  it('answers false for a v3 score below one half', async () => {
    answerWith({ success: true, score: 0.2, action: 'register' });
    const visitor = await new TestVisitor(app.url).open();
    expect((await visitor.post('/api/v1/recaptcha/verify', { token: 'bot' })).json).toEqual({
      success: false,
    });
  });

  it('answers false when Google cannot be reached', async () => {
    const visitor = await new TestVisitor(app.url).open();
    const answer = await visitor.post('/api/v1/recaptcha/verify', { token: 'browser-token' });
    expect(answer).toMatchObject({ status: 200, json: { success: false } });
  });

  it('gives the client the site key and turns the check on for registration', async () => {
    const visitor = await new TestVisitor(app.url).open();
    const settings = bootstrapDataSchema.parse((await visitor.get('/api/v1/bootstrap-data')).json).settings;
    expect(settings.recaptcha).toMatchObject({ site_key: SITE_KEY, enable: { register: true } });
  });
});
