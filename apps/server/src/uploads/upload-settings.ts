import { type Env, s3ConfigOf } from '../config/env';
import type { Database } from '../db/connect';
import { readSetting } from '../settings/settings-store';

/** The storage driver of both disks while files are kept under `DATA_DIR`. */
export const LOCAL_DRIVER = 'local';
/** The storage driver of both disks in an S3-compatible bucket (`S3_*`); the client reads `s3` as S3. */
export const S3_DRIVER = 's3';

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The largest upload: the admin's `uploads.max_size` when set, never above the server's `UPLOAD_MAX_SIZE`. */
export function effectiveMaxUploadSize(storedUploads: unknown, env: Env): number {
  const stored = asRecord(storedUploads).max_size;
  return typeof stored === 'number' && stored > 0
    ? Math.min(stored, env.UPLOAD_MAX_SIZE)
    : env.UPLOAD_MAX_SIZE;
}

/** Reads {@link effectiveMaxUploadSize} from the stored settings, so an admin's change applies at once. */
export async function maxUploadSize(db: Database, env: Env): Promise<number> {
  return effectiveMaxUploadSize(await readSetting(db, 'uploads'), env);
}

/**
 * The stored `uploads` settings with what only the server knows: the drivers the disks really use and whether the
 * browser sends files straight to the bucket (the client picks its upload method from them, doc 000 §4), and the
 * largest upload it takes, so the client refuses a larger file before sending.
 */
export function withUploadSettings(storedUploads: unknown, env: Env): Record<string, unknown> {
  const s3 = s3ConfigOf(env);
  const driver = s3 ? S3_DRIVER : LOCAL_DRIVER;
  return {
    ...asRecord(storedUploads),
    uploads_driver: driver,
    public_driver: driver,
    s3_direct_upload: s3?.directUpload ?? false,
    max_size: effectiveMaxUploadSize(storedUploads, env),
  };
}
