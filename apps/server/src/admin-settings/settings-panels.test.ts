import { adminSettingsResponseSchema, bootstrapDataSchema } from '@tonearm/client/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { selectRows } from '../admin/reports/report-sql';
import {
  ADMIN_AUDIENCES,
  adminAudiences,
  expectedAdminStatus,
  signInAdmin,
} from '../admin/test-support/admin-audiences';
import { PAYPAL_API } from '../billing/providers/paypal-provider';
import { STRIPE_API } from '../billing/providers/stripe-provider';
import { DEFAULT_ADMIN_EMAIL, parseEnv } from '../config/env';
import { followStoredServerConfig } from '../settings/server-config-follower';
import { jsonAnswer, RecordingFetch } from '../test-support/recording-fetch';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { type SmtpCatcher, startSmtpCatcher } from './test-support/smtp-catcher';

let app: TestServer;
let smtp: SmtpCatcher;

// Stripe and PayPal as the key checks meet them: every key is accepted but the ones named refused.
const REFUSED_STRIPE_KEY = 'sk_test_revokedKey0000';
const REFUSED_PAYPAL_SECRET = 'paypal-secret-revoked';
const providers = new RecordingFetch();
providers.answer((request) => {
  if (request.url.origin === STRIPE_API) {
    return request.headers.get('authorization') === `Bearer ${REFUSED_STRIPE_KEY}`
      ? jsonAnswer({ error: { message: 'Expired API Key provided: sk_test_****0000' } }, 401)
      : jsonAnswer({ object: 'list', data: [] });
  }
  if (request.url.origin === PAYPAL_API.live || request.url.origin === PAYPAL_API.sandbox) {
    const [, secret] = atob(request.headers.get('authorization')?.replace('Basic ', '') ?? '').split(':');
    return secret === REFUSED_PAYPAL_SECRET
      ? jsonAnswer({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401)
      : jsonAnswer({ access_token: 'token', expires_in: 32_400 });
  }
  return undefined;
});

beforeAll(async () => {
  [app, smtp] = await Promise.all([
    startTestServer({}, { fetch: providers.fetch }),
    startSmtpCatcher({ user: 'mailer', password: 'smtp-pass-7f3a' }),
  ]);
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

const save = (admin: TestVisitor, changes: Record<string, unknown>) =>
  admin.request('/api/v1/admin/settings', { method: 'PUT', body: { changes } });

const bootstrapOf = async (visitor: TestVisitor) =>
  bootstrapDataSchema.parse((await visitor.get('/api/v1/bootstrap-data')).json);

describe('who may read and change the settings', () => {
  it.each(ADMIN_AUDIENCES)('answers %s as the admin section table says', async (audience) => {
    const visitor = (await adminAudiences(app, 'settings.update'))[audience];
    expect((await visitor.get('/api/v1/admin/settings')).status).toBe(expectedAdminStatus(audience, 200));
    expect((await save(visitor, { 'social.compact_buttons': false })).status).toBe(
      expectedAdminStatus(audience, 200),
    );
    expect((await visitor.post('/api/v1/admin/settings/cache/clear')).status).toBe(
      expectedAdminStatus(audience, 200),
    );
  });
});

describe('GET and PUT admin/settings', () => {
  it('reads every panel key and stores only the keys sent', async () => {
    const admin = await signInAdmin(app);
    const before = adminSettingsResponseSchema.parse((await admin.get('/api/v1/admin/settings')).json);
    expect(before.values['registration.disable']).toBe(false);
    expect(before.values['uploads.chunk_size']).toBe(5 * 1024 * 1024);
    expect(before.secrets['server.mail_password']).toBe(false);
    expect(before.queue.engine).toMatch(/pglite|postgres/);

    const saved = await save(admin, { 'cookie_notice.position': 'top' });
    expect(saved.status).toBe(200);
    const after = adminSettingsResponseSchema.parse(saved.json);
    expect(after.values['cookie_notice.position']).toBe('top');
    // The group's other keys are left as they were.
    expect(after.values['cookie_notice.enable']).toBe(before.values['cookie_notice.enable']);
    await save(admin, { 'cookie_notice.position': 'bottom' });
  });

  it('refuses unknown keys and values of the wrong shape, naming each field', async () => {
    const admin = await signInAdmin(app);
    const refused = await save(admin, {
      'no.such': 1,
      'uploads.chunk_size': 10,
      'server.mail_from_address': 'not an address',
    });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({
      errors: {
        'no.such': ['There is no setting named no.such.'],
        'uploads.chunk_size': ['Give at least 1 MB.'],
        'server.mail_from_address': ['Give an email address.'],
      },
    });
    expect((await save(admin, {})).status).toBe(422);
  });
});

describe('each setting takes effect', () => {
  it('general: the homepage and the default theme reach every visitor', async () => {
    const admin = await signInAdmin(app);
    const guest = await new TestVisitor(app.url).open();
    expect(
      (
        await save(admin, {
          'homepage.type': 'loginPage',
          'homepage.value': null,
          'themes.user_change': false,
        })
      ).status,
    ).toBe(200);
    const settings = (await bootstrapOf(guest)).settings;
    expect(settings.homepage).toMatchObject({ type: 'loginPage', value: null });
    expect(settings.themes.user_change).toBe(false);
    await save(admin, { 'homepage.type': 'channel', 'homepage.value': 'home', 'themes.user_change': true });
  });

  it('authentication: with registration disabled a sign-up is refused; email confirmation is then asked', async () => {
    const admin = await signInAdmin(app);
    await save(admin, { 'registration.disable': true });
    const guest = await new TestVisitor(app.url).open();
    const refused = await guest.post('/auth/register', {
      email: 'closed-door@example.com',
      password: 'a long passphrase',
      password_confirmation: 'a long passphrase',
    });
    expect(refused.status).toBe(403);
    expect((await bootstrapOf(guest)).settings.registration?.disable).toBe(true);

    await save(admin, { 'registration.disable': false, require_email_confirmation: true });
    const listener = await registerListener(app.url, 'must-confirm@example.com', 'a long passphrase');
    const data = await bootstrapOf(listener);
    expect(data.user?.email_verified_at ?? null).toBeNull();
    expect(data.settings.require_email_confirmation).toBe(true);
    await save(admin, { require_email_confirmation: false });
  });

  it('authentication: a sign-in service with a client id and secret is offered, its secret never shown', async () => {
    const admin = await signInAdmin(app);
    const guest = await new TestVisitor(app.url).open();
    expect((await bootstrapOf(guest)).settings.social?.google?.enable).toBe(false);
    const saved = await save(admin, {
      'server.google_client_id': 'google-id.apps',
      'server.google_client_secret': 'google-secret-91c2',
    });
    expect(saved.status).toBe(200);
    expect(saved.text).not.toContain('google-secret-91c2');
    expect(adminSettingsResponseSchema.parse(saved.json).secrets['server.google_client_secret']).toBe(true);
    expect((await bootstrapOf(guest)).settings.social?.google?.enable).toBe(true);
    // The provider's consent page is where the sign-in now starts.
    const start = await guest.get('/secure/auth/social/google/login');
    expect(start.headers.get('location') ?? '').toContain('client_id=google-id.apps');
    await save(admin, { 'server.google_client_id': null, 'server.google_client_secret': null });
    expect((await bootstrapOf(guest)).settings.social?.google?.enable).toBe(false);
  });

  it('uploading: the chunk size reaches the client; blocked and unlisted extensions and larger files are refused', async () => {
    const admin = await signInAdmin(app);
    await save(admin, {
      'uploads.chunk_size': 8 * 1024 * 1024,
      'uploads.allowed_extensions': ['mp3', 'exe'],
      'uploads.blocked_extensions': ['exe'],
    });
    const uploads = (await bootstrapOf(admin)).settings.uploads;
    expect(uploads?.chunk_size).toBe(8 * 1024 * 1024);
    const upload = (name: string) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array([0xff, 0xfb, 0x90, 0x00])]), name);
      form.set('disk', 'uploads');
      return admin.request('/api/v1/file-entries', { method: 'POST', body: form });
    };
    for (const name of ['tool.exe', 'notes.txt']) {
      const refused = await upload(name);
      expect(refused.status).toBe(422);
      expect(refused.json).toMatchObject({ errors: { file: ['This file type is not allowed'] } });
    }
    expect((await upload('take.mp3')).status).toBe(201);
    await save(admin, { 'uploads.max_size': 2 });
    expect((await bootstrapOf(admin)).settings.uploads?.max_size).toBe(2);
    const tooLarge = await upload('take.mp3');
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.json).toMatchObject({
      errors: { file: ['The file field must not be greater than 0 kilobytes.'] },
    });
    await save(admin, {
      'uploads.chunk_size': 5 * 1024 * 1024,
      'uploads.max_size': null,
      'uploads.allowed_extensions': [],
      'uploads.blocked_extensions': [],
    });
  });

  it('uploading: a bucket that cannot be written is a field error and nothing changes', async () => {
    const admin = await signInAdmin(app);
    const refused = await save(admin, {
      'server.uploads_driver': 's3',
      'server.s3_bucket': 'tonearm-nowhere',
      'server.s3_region': 'us-east-1',
      'server.s3_endpoint': 'http://127.0.0.1:9',
      'server.s3_key': 'key',
      'server.s3_secret': 'bucket-secret-55e1',
      'server.s3_force_path_style': true,
    });
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.json as { errors: object }).errors)).toEqual(['server.s3_bucket']);
    expect((await bootstrapOf(admin)).settings.uploads?.uploads_driver).toBe('local');
    const values = adminSettingsResponseSchema.parse((await admin.get('/api/v1/admin/settings')).json);
    expect(values.secrets['server.s3_secret']).toBe(false);
  });

  it('outgoing email: the SMTP server is tried before it is stored, then receives the mails', async () => {
    const admin = await signInAdmin(app);
    const mail = {
      'server.mail_host': '127.0.0.1',
      'server.mail_port': smtp.port,
      'server.mail_encryption': 'none',
      'server.mail_username': 'mailer',
      'server.mail_from_address': 'music@tonearm.test',
      'server.mail_from_name': 'Tonearm Music',
    };
    const wrong = await save(admin, { ...mail, 'server.mail_password': 'not-the-password' });
    expect(wrong.status).toBe(422);
    expect((wrong.json as { errors: Record<string, string[]> }).errors['server.mail_host']?.[0]).toMatch(
      /^The mail server could not be reached with these settings/,
    );

    const saved = await save(admin, { ...mail, 'server.mail_password': 'smtp-pass-7f3a' });
    expect(saved.status).toBe(200);
    expect(saved.text).not.toContain('smtp-pass-7f3a');
    const guest = await new TestVisitor(app.url).open();
    expect((await guest.post('/auth/forgot-password', { email: DEFAULT_ADMIN_EMAIL })).status).toBe(200);
    const received = await smtp.nextMailTo(DEFAULT_ADMIN_EMAIL);
    expect(received.from).toBe('music@tonearm.test');
    expect(received.data).toContain('Tonearm Music');
  });

  it('subscriptions: Stripe and PayPal keys are tried before they are stored, a refusal naming its field', async () => {
    const admin = await signInAdmin(app);
    const stripe = await save(admin, { 'server.stripe_secret_key': REFUSED_STRIPE_KEY });
    expect(stripe.status).toBe(422);
    expect(stripe.json).toMatchObject({
      errors: {
        'server.stripe_secret_key': ['Stripe refused this key: Expired API Key provided: sk_test_****0000'],
      },
    });
    const paypal = await save(admin, {
      'server.paypal_client_id': 'paypal-id',
      'server.paypal_client_secret': REFUSED_PAYPAL_SECRET,
      'server.paypal_sandbox': true,
    });
    expect(paypal.status).toBe(422);
    expect(paypal.json).toMatchObject({
      errors: {
        'server.paypal_client_id': [
          'PayPal (sandbox) refused this client id and secret: Client Authentication failed',
        ],
      },
    });
    const panel = adminSettingsResponseSchema.parse((await admin.get('/api/v1/admin/settings')).json);
    expect(panel.secrets['server.stripe_secret_key']).toBe(false);
    expect(panel.secrets['server.paypal_client_secret']).toBe(false);
    expect(panel.values['server.paypal_client_id']).toBeNull();
  });

  it('logging, recaptcha and live updates: the error DSN, the site key and the stream follow the panels', async () => {
    const admin = await signInAdmin(app);
    await save(admin, {
      'server.sentry_dsn': 'https://public@errors.example.com/7',
      'server.recaptcha_site_key': 'site-key-1',
      'server.recaptcha_secret_key': 'captcha-secret-3d9b',
      'recaptcha.enable.contact': false,
      'live_updates.enable': false,
    });
    const settings = (await bootstrapOf(admin)).settings;
    expect(settings.logging?.sentry_public).toBe('https://public@errors.example.com/7');
    expect(settings.recaptcha).toMatchObject({
      site_key: 'site-key-1',
      enable: { register: true, contact: false },
    });
    expect((await admin.get('/api/v1/live')).status).toBe(404);
    await save(admin, {
      'server.sentry_dsn': null,
      'server.recaptcha_site_key': null,
      'server.recaptcha_secret_key': null,
      'live_updates.enable': true,
    });
    expect((await bootstrapOf(admin)).settings.recaptcha?.site_key).toBeNull();
  });

  it('gdpr and localization: the notice, the policies a sign-up must accept and the date defaults apply', async () => {
    const admin = await signInAdmin(app);
    await save(admin, {
      'cookie_notice.enable': false,
      'cookie_notice.button': { label: 'Privacy policy', action: '/pages/privacy' },
      'registration.policies': [{ id: 'terms', name: 'Terms of service', action: '/pages/terms' }],
      'dates.default_timezone': 'Europe/Paris',
      'dates.format': 'long',
    });
    const guest = await new TestVisitor(app.url).open();
    const data = await bootstrapOf(guest);
    expect(data.show_cookie_notice).toBe(false);
    expect(data.settings.cookie_notice?.button).toEqual({
      label: 'Privacy policy',
      action: '/pages/privacy',
    });
    expect(data.settings.dates).toMatchObject({ default_timezone: 'Europe/Paris', format: 'long' });
    const refused = await guest.post('/auth/register', {
      email: 'no-terms@example.com',
      password: 'a long passphrase',
      password_confirmation: 'a long passphrase',
    });
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.json as { errors: object }).errors)).toEqual(['policies.terms']);
    await save(admin, {
      'cookie_notice.enable': true,
      'cookie_notice.button': null,
      'registration.policies': [],
      'dates.default_timezone': 'UTC',
      'dates.format': 'short',
    });
  });

  it('cache: clearing empties the admin reports cache', async () => {
    const admin = await signInAdmin(app);
    const { db } = app.server.services;
    await db.execute(
      sql`INSERT INTO admin_report_cache (key, report, expires_at) VALUES ('probe', '{}'::jsonb, now() + interval '1 hour')`,
    );
    const cleared = await admin.post('/api/v1/admin/settings/cache/clear');
    expect(cleared.json).toEqual({ cleared: ['reports'] });
    const rows = await selectRows(
      db,
      sql`SELECT count(*)::int AS count FROM admin_report_cache`,
      z.object({ count: z.number() }),
    );
    expect(rows).toEqual([{ count: 0 }]);
  });
});

describe('secrets', () => {
  it('never appear in a settings, bootstrap or settings-group answer once stored', async () => {
    const admin = await signInAdmin(app);
    const secrets: Record<string, string> = {
      'server.stripe_secret_key': 'sk_test_stripeSecret4411',
      'server.paypal_client_secret': 'paypal-secret-8e2f',
      'server.google_client_secret': 'google-secret-aa10',
      'server.facebook_client_secret': 'facebook-secret-bb20',
      'server.twitter_client_secret': 'twitter-secret-cc30',
      'server.envato_client_secret': 'envato-secret-dd40',
      'server.recaptcha_secret_key': 'recaptcha-secret-ee50',
    };
    const saved = await save(admin, {
      ...secrets,
      'server.paypal_client_id': 'paypal-id',
      'server.google_client_id': 'g',
      'server.facebook_client_id': 'f',
      'server.twitter_client_id': 't',
      'server.envato_client_id': 'e',
      'server.recaptcha_site_key': 'site',
    });
    expect(saved.status).toBe(200);
    const guest = await new TestVisitor(app.url).open();
    const answers = [
      saved.text,
      (await admin.get('/api/v1/admin/settings')).text,
      (await admin.get('/api/v1/bootstrap-data')).text,
      (await guest.get('/api/v1/bootstrap-data')).text,
      (
        await admin.request('/api/v1/settings', {
          method: 'PUT',
          body: { require_email_confirmation: false },
        })
      ).text,
      (await admin.post('/api/v1/admin/settings/cache/clear')).text,
    ];
    for (const answer of answers) {
      for (const secret of [...Object.values(secrets), 'smtp-pass-7f3a'])
        expect(answer).not.toContain(secret);
    }
    const panel = adminSettingsResponseSchema.parse((await admin.get('/api/v1/admin/settings')).json);
    for (const key of Object.keys(secrets)) expect(panel.secrets[key]).toBe(true);
    await save(admin, Object.fromEntries(Object.keys(secrets).map((key) => [key, null])));
  });
});

describe('a save on another instance', () => {
  it('reaches this instance once the live-update channel announces it, without a restart', async () => {
    // This instance as another process sees it: its own environment, and its own follower on the same database.
    const parsed = parseEnv(app.env);
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    const env = parsed.env;
    const { db, secretBox, live } = app.server.services;
    const stop = await followStoredServerConfig({
      source: live.source,
      db,
      secretBox,
      env,
      onError: (error) => {
        throw error;
      },
    });
    try {
      const admin = await signInAdmin(app);
      const panel = adminSettingsResponseSchema.parse((await admin.get('/api/v1/admin/settings')).json);
      const before = panel.values['server.mail_from_address'] ?? null;
      expect((await save(admin, { 'server.mail_from_address': 'elsewhere@tonearm.test' })).status).toBe(200);
      await vi.waitFor(() => expect(env.MAIL_FROM).toContain('elsewhere@tonearm.test'), { timeout: 2_000 });
      expect((await save(admin, { 'server.mail_from_address': before })).status).toBe(200);
      await vi.waitFor(() => expect(env.MAIL_FROM).not.toContain('elsewhere@tonearm.test'), {
        timeout: 2_000,
      });
    } finally {
      await stop();
    }
  });
});

describe('values the environment sets', () => {
  let locked: TestServer;
  beforeAll(async () => {
    locked = await startTestServer({ GOOGLE_CLIENT_ID: 'env-id', GOOGLE_CLIENT_SECRET: 'env-secret-42' });
  }, 60_000);
  afterAll(() => locked?.stop());

  it('win over stored values, show as locked and cannot be changed here', async () => {
    const admin = await signInAdmin(locked);
    const answer = await admin.get('/api/v1/admin/settings');
    expect(answer.text).not.toContain('env-secret-42');
    const panel = adminSettingsResponseSchema.parse(answer.json);
    expect(panel.locked).toMatchObject({
      'server.google_client_id': 'GOOGLE_CLIENT_ID',
      'server.google_client_secret': 'GOOGLE_CLIENT_SECRET',
    });
    expect(panel.values['server.google_client_id']).toBe('env-id');
    expect(panel.secrets['server.google_client_secret']).toBe(true);
    const refused = await save(admin, { 'server.google_client_id': 'other' });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({
      errors: {
        'server.google_client_id': [
          "GOOGLE_CLIENT_ID sets this in the server's environment: change it there.",
        ],
      },
    });
  });
});
