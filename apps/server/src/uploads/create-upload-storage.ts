import { type Env, s3ConfigOf } from '../config/env';
import { createLocalUploadStorage } from './local-upload-storage';
import type { UploadStorage } from './upload-storage';

/**
 * The upload storage the environment names: the S3-compatible bucket of `S3_*`, else the disks under `DATA_DIR`.
 * The AWS SDK is loaded only for a bucket, so a server on local disks starts without it.
 */
export async function createUploadStorage(env: Env, appKey: string, now: () => Date): Promise<UploadStorage> {
  const s3 = s3ConfigOf(env);
  if (!s3) return createLocalUploadStorage({ dataDir: env.DATA_DIR, appKey, now });
  const { createS3UploadStorage } = await import('./s3-upload-storage');
  return createS3UploadStorage(s3, now);
}
