import { type Env, s3ConfigOf } from '../config/env';
import type { Database } from '../db/connect';
import { recordUnrecordedDrivers } from './object-drivers';
import { createSwitchingUploadStorage } from './switching-upload-storage';
import type { StorageDriver, UploadStorage } from './upload-storage';

/**
 * The server's upload storage: new files go where the settings say at the time (the S3-compatible bucket of
 * `S3_*` or of the storage panel, else the disks under `DATA_DIR`), earlier ones are read where they were stored.
 * Rows from before storages were recorded are in the storage the server starts with. The AWS SDK is loaded only for
 * a bucket, so a server on local disks starts without it.
 */
export async function createUploadStorage(options: {
  env: Env;
  db: Database;
  appKey: string;
  now: () => Date;
}): Promise<UploadStorage> {
  const startDriver: StorageDriver = s3ConfigOf(options.env) ? 's3' : 'local';
  await recordUnrecordedDrivers(options.db, startDriver);
  return createSwitchingUploadStorage({
    ...options,
    startDriver,
    openBucket: async (config) => {
      const { createS3UploadStorage } = await import('./s3-upload-storage');
      return createS3UploadStorage(config, options.now);
    },
  });
}
