import { type Env, s3ConfigOf } from '../config/env';
import { createLocalUploadStorage } from './local-upload-storage';
import { createS3UploadStorage } from './s3-upload-storage';
import type { UploadStorage } from './upload-storage';

/** The upload storage the environment names: the S3-compatible bucket of `S3_*`, else the disks under `DATA_DIR`. */
export function createUploadStorage(env: Env, appKey: string, now: () => Date): UploadStorage {
  const s3 = s3ConfigOf(env);
  return s3
    ? createS3UploadStorage(s3, now)
    : createLocalUploadStorage({ dataDir: env.DATA_DIR, appKey, now });
}
