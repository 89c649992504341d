import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env';
import {
  applyServerConfig,
  effectiveEnv,
  lockedServerKeys,
  mailFromOf,
  mailUrlOf,
  recordedBucketOf,
} from './server-config';

const envOf = (source: Record<string, string>) => {
  const parsed = parseEnv(source);
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.env;
};

const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

describe('the stored server settings', () => {
  it('make an SMTP URL with the encryption, port and credentials the panel names', () => {
    expect(
      mailUrlOf({
        'server.mail_host': 'smtp.example.com',
        'server.mail_port': 587,
        'server.mail_encryption': 'starttls',
        'server.mail_username': 'me@example.com',
        'server.mail_password': 'p@ss:word',
      }),
    ).toBe('smtp://me%40example.com:p%40ss%3Aword@smtp.example.com:587?requireTLS=true');
    expect(mailUrlOf({ 'server.mail_host': 'mail.example.com', 'server.mail_encryption': 'ssl' })).toBe(
      'smtps://mail.example.com',
    );
    expect(mailUrlOf({ 'server.mail_port': 25 })).toBeUndefined();
    expect(
      mailFromOf({ 'server.mail_from_address': 'a@b.test', 'server.mail_from_name': 'The "Band"' }),
    ).toBe('"The Band" <a@b.test>');
  });

  it('fill in what the environment leaves unset, and never override what it sets', () => {
    const env = envOf({ STRIPE_SECRET_KEY: 'sk_test_fromEnv' });
    const locked = lockedServerKeys(env);
    expect(locked['server.stripe_secret_key']).toBe('STRIPE_SECRET_KEY');
    expect(locked['server.google_client_id']).toBeUndefined();
    const effective = effectiveEnv(
      env,
      {
        'server.stripe_secret_key': 'sk_test_stored',
        'server.google_client_id': 'stored-id',
        'server.google_client_secret': 'stored-secret',
      },
      locked,
    );
    expect(effective.STRIPE_SECRET_KEY).toBe('sk_test_fromEnv');
    expect(effective.GOOGLE_CLIENT_ID).toBe('stored-id');
    expect(effective.GOOGLE_CLIENT_SECRET).toBe('stored-secret');
  });

  it('lock the whole storage choice when any S3 variable is set', () => {
    const env = envOf({ S3_BUCKET: 'music', S3_KEY: 'k', S3_SECRET: 's', S3_REGION: 'us-east-1' });
    const locked = lockedServerKeys(env);
    expect(locked['server.uploads_driver']).toBe('S3_BUCKET');
    expect(locked['server.s3_secret']).toBe('S3_SECRET');
    expect(effectiveEnv(env, { 'server.uploads_driver': 'local' }, locked).S3_BUCKET).toBe('music');
  });

  it('keep the test payment provider off in production whatever is stored', () => {
    const env = envOf({});
    process.env.NODE_ENV = 'production';
    expect(effectiveEnv(env, { 'server.billing_test_provider': true }, {}).BILLING_TEST_PROVIDER).toBe(false);
    process.env.NODE_ENV = 'test';
    expect(effectiveEnv(env, { 'server.billing_test_provider': true }, {}).BILLING_TEST_PROVIDER).toBe(true);
  });
});

describe('the bucket of record', () => {
  const bucket = {
    'server.s3_bucket': 'tonearm-files',
    'server.s3_region': 'eu-west-1',
    'server.s3_key': 'AKIA0000',
    'server.s3_secret': 'bucket-secret',
  } as const;

  it('is the saved bucket while uploads go to it, and still while they go back to the local disks', () => {
    const env = envOf({});
    expect(recordedBucketOf(env)).toBeNull();
    applyServerConfig(env, { ...bucket, 'server.uploads_driver': 's3' });
    expect(env.S3_BUCKET).toBe('tonearm-files');
    expect(recordedBucketOf(env)).toMatchObject({ bucket: 'tonearm-files', region: 'eu-west-1' });
    applyServerConfig(env, { ...bucket, 'server.uploads_driver': 'local' });
    expect(env.S3_BUCKET).toBeUndefined();
    expect(recordedBucketOf(env)).toMatchObject({ bucket: 'tonearm-files', key: 'AKIA0000' });
  });

  it('is none while the saved bucket lacks its keys', () => {
    const env = envOf({});
    applyServerConfig(env, { 'server.s3_bucket': 'tonearm-files', 'server.uploads_driver': 'local' });
    expect(recordedBucketOf(env)).toBeNull();
  });
});
