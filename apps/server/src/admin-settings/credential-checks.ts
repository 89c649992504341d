import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { type Env, s3ConfigOf } from '../config/env';

/** How long a credential check may take before it counts as failed: an operator is waiting on Save. */
export const CREDENTIAL_CHECK_TIMEOUT_MS = 10_000;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Connects to the SMTP server of `mailUrl`, says hello and signs in, then hangs up: the settings are stored only
 * when this succeeds. Answers `null`, or why it failed.
 */
export async function trySmtpServer(mailUrl: string): Promise<string | null> {
  const transport = createTransport({
    url: mailUrl,
    connectionTimeout: CREDENTIAL_CHECK_TIMEOUT_MS,
    greetingTimeout: CREDENTIAL_CHECK_TIMEOUT_MS,
    socketTimeout: CREDENTIAL_CHECK_TIMEOUT_MS,
  });
  try {
    await transport.verify();
    return null;
  } catch (error) {
    return `The mail server could not be reached with these settings: ${reasonOf(error)}`;
  } finally {
    transport.close();
  }
}

/**
 * Writes a small object to the bucket of `env` and removes it again, so storage is switched only to a bucket the
 * server can write to. Answers `null`, or why it failed.
 */
export async function tryBucket(env: Env): Promise<string | null> {
  const s3 = s3ConfigOf(env);
  if (!s3) return 'Give the bucket, region, access key and secret key.';
  const { DeleteObjectCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
  const { s3ClientConfig } = await import('../uploads/s3-upload-storage');
  const client = new S3Client({ ...s3ClientConfig(s3), maxAttempts: 1 });
  const Key = `.tonearm-settings-check/${randomUUID()}`;
  const signal = AbortSignal.timeout(CREDENTIAL_CHECK_TIMEOUT_MS);
  try {
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body: 'ok' }), { abortSignal: signal });
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key }), { abortSignal: signal });
    return null;
  } catch (error) {
    return `The bucket could not be written with these settings: ${reasonOf(error)}`;
  } finally {
    client.destroy();
  }
}
