import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ADMIN_EMAIL,
  DEFAULT_ADMIN_PASSWORD,
  DEFAULT_UPLOAD_MAX_SIZE,
  parseEnv,
  s3ConfigOf,
} from './env';

describe('parseEnv', () => {
  it('applies the documented defaults to an empty environment', () => {
    expect(parseEnv({})).toEqual({
      ok: true,
      env: {
        PORT: 3000,
        DATA_DIR: './data',
        MAIL_FROM: 'Tonearm <no-reply@tonearm.local>',
        ADMIN_EMAIL: DEFAULT_ADMIN_EMAIL,
        ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD,
        APP_DEBUG: false,
        DEMO_MUSIC: true,
        TRUST_PROXY: 0,
        COUNTRY_HEADER: 'CF-IPCountry',
        REGISTRATIONS_PER_HOUR: 20,
        UPLOAD_MAX_SIZE: DEFAULT_UPLOAD_MAX_SIZE,
        BILLING_TEST_PROVIDER: false,
        PAYPAL_SANDBOX: false,
        S3_FORCE_PATH_STYLE: false,
        S3_DIRECT_UPLOAD: true,
      },
    });
  });

  it('treats empty values as unset', () => {
    const result = parseEnv({ PORT: '', DATABASE_URL: '', MAIL_URL: '', APP_DEBUG: '' });
    expect(result).toMatchObject({ ok: true, env: { PORT: 3000, APP_DEBUG: false } });
  });

  it('reads every variable it knows', () => {
    const result = parseEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/tonearm',
      DATABASE_URL: 'postgres://tonearm:secret@db:5432/tonearm',
      MAIL_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Music <hello@example.com>',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a long secret',
      APP_DEBUG: '1',
      DEMO_MUSIC: 'off',
      APP_URL: 'https://music.example.com',
      WEB_DIST: '/srv/web',
      TRUST_PROXY: 'true',
      COUNTRY_HEADER: 'X-Country-Code',
      REGISTRATIONS_PER_HOUR: '0',
      UPLOAD_MAX_SIZE: '1048576',
      BILLING_TEST_PROVIDER: '0',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      PAYPAL_CLIENT_ID: 'paypal-client',
      PAYPAL_CLIENT_SECRET: 'paypal-secret',
      PAYPAL_SANDBOX: '1',
      S3_KEY: 'AKIAEXAMPLE',
      S3_SECRET: 's3-secret',
      S3_REGION: 'eu-west-1',
      S3_BUCKET: 'tonearm-media',
      S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      S3_FORCE_PATH_STYLE: '1',
      S3_DIRECT_UPLOAD: '0',
    });
    expect(result).toEqual({
      ok: true,
      env: {
        PORT: 8080,
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/tonearm',
        DATABASE_URL: 'postgres://tonearm:secret@db:5432/tonearm',
        MAIL_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'Music <hello@example.com>',
        ADMIN_EMAIL: 'owner@example.com',
        ADMIN_PASSWORD: 'a long secret',
        APP_DEBUG: true,
        DEMO_MUSIC: false,
        APP_URL: 'https://music.example.com',
        WEB_DIST: '/srv/web',
        TRUST_PROXY: 1,
        COUNTRY_HEADER: 'X-Country-Code',
        REGISTRATIONS_PER_HOUR: 0,
        UPLOAD_MAX_SIZE: 1048576,
        BILLING_TEST_PROVIDER: false,
        STRIPE_SECRET_KEY: 'sk_live_abc123',
        PAYPAL_CLIENT_ID: 'paypal-client',
        PAYPAL_CLIENT_SECRET: 'paypal-secret',
        PAYPAL_SANDBOX: true,
        S3_KEY: 'AKIAEXAMPLE',
        S3_SECRET: 's3-secret',
        S3_REGION: 'eu-west-1',
        S3_BUCKET: 'tonearm-media',
        S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
        S3_FORCE_PATH_STYLE: true,
        S3_DIRECT_UPLOAD: false,
      },
    });
  });

  it('turns S3 storage on only with a bucket, both keys and a region, and says which value is wrong', () => {
    const s3 = { S3_KEY: 'key', S3_SECRET: 'secret', S3_REGION: 'us-east-1', S3_BUCKET: 'music' };
    const parsed = parseEnv(s3);
    expect(parsed.ok && s3ConfigOf(parsed.env)).toEqual({
      bucket: 'music',
      key: 'key',
      secret: 'secret',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      directUpload: true,
    });
    const empty = parseEnv({});
    expect(empty.ok && s3ConfigOf(empty.env)).toBeNull();
    expect(parseEnv({ S3_BUCKET: 'music', S3_SECRET: 'hunter2' })).toEqual({
      ok: false,
      problems: [
        'S3_KEY must be set together with S3_BUCKET (got undefined)',
        'S3_REGION must be set together with S3_BUCKET (got undefined)',
      ],
    });
    expect(
      parseEnv({ ...s3, S3_BUCKET: 'My_Bucket', S3_ENDPOINT: 'localhost:9000', S3_DIRECT_UPLOAD: 'maybe' }),
    ).toEqual({
      ok: false,
      problems: [
        'S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, . and -) (got "My_Bucket")',
        'S3_ENDPOINT must be an http:// or https:// URL (got "localhost:9000")',
        'S3_DIRECT_UPLOAD must be 1 or 0 (or true/false) (got "maybe")',
      ],
    });
  });

  it('refuses a Stripe key that is not a secret key, without echoing it, and half a PayPal pair', () => {
    expect(parseEnv({ STRIPE_SECRET_KEY: 'pk_live_abc', PAYPAL_CLIENT_ID: 'paypal-client' })).toEqual({
      ok: false,
      problems: [
        'STRIPE_SECRET_KEY must be a Stripe secret key (sk_…)',
        'PAYPAL_CLIENT_SECRET must be set together with PAYPAL_CLIENT_ID',
      ],
    });
  });

  it('refuses an upload limit that is not a number of bytes', () => {
    expect(parseEnv({ UPLOAD_MAX_SIZE: '5GB' })).toEqual({
      ok: false,
      problems: ['UPLOAD_MAX_SIZE must be a number of bytes (got "5GB")'],
    });
  });

  it('reads the integration keys, and refuses half a key pair without echoing the secret', () => {
    expect(
      parseEnv({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret', GOOGLE_CLIENT_ID: 'id' }),
    ).toEqual({
      ok: false,
      problems: ['GOOGLE_CLIENT_SECRET must be set together with GOOGLE_CLIENT_ID'],
    });
    expect(parseEnv({ FACEBOOK_CLIENT_SECRET: 'hunter2' })).toEqual({
      ok: false,
      problems: ['FACEBOOK_CLIENT_ID must be set together with FACEBOOK_CLIENT_SECRET (got undefined)'],
    });
    expect(parseEnv({ ENVATO_CLIENT_ID: 'id', ENVATO_CLIENT_SECRET: 'secret' })).toMatchObject({
      ok: true,
      env: { ENVATO_CLIENT_ID: 'id', ENVATO_CLIENT_SECRET: 'secret' },
    });
  });

  it('reports one line per bad value, without echoing secrets', () => {
    const result = parseEnv({
      PORT: '70000',
      DATABASE_URL: 'mysql://root:hunter2@db/app',
      MAIL_URL: 'http://mail',
      ADMIN_EMAIL: 'nobody',
      ADMIN_PASSWORD: 'short',
      APP_DEBUG: 'maybe',
      APP_URL: 'ftp://example.com',
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'PORT must be a port number between 0 and 65535 (got "70000")',
        'DATABASE_URL must be a postgres:// or postgresql:// connection URL',
        'MAIL_URL must be an smtp:// or smtps:// URL',
        'ADMIN_EMAIL must be an email address (got "nobody")',
        'ADMIN_PASSWORD must be at least 8 characters long',
        'APP_DEBUG must be 1 or 0 (or true/false) (got "maybe")',
        'APP_URL must be an http:// or https:// URL (got "ftp://example.com")',
      ],
    });
  });
});

describe('starting with a bad environment', () => {
  it('prints each problem and exits with code 1', async () => {
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, PORT: 'abc', ADMIN_EMAIL: 'nope' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Tonearm cannot start: the environment has invalid values.');
    expect(stderr).toContain('PORT must be a port number between 0 and 65535 (got "abc")');
    expect(stderr).toContain('ADMIN_EMAIL must be an email address (got "nope")');
  }, 30_000);
});
