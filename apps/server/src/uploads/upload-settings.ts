import type { Env } from '../config/env';
import type { Database } from '../db/connect';
import { readSetting } from '../settings/settings-store';

/** The storage driver of both disks while files are kept under `DATA_DIR`. */
export const LOCAL_DRIVER = 'local';

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
 * The stored `uploads` settings with what only the server knows: the drivers the disks really use (the client picks
 * its upload method from them) and the largest upload it takes, so the client refuses a larger file before sending.
 */
export function withUploadSettings(storedUploads: unknown, env: Env): Record<string, unknown> {
  return {
    ...asRecord(storedUploads),
    uploads_driver: LOCAL_DRIVER,
    public_driver: LOCAL_DRIVER,
    max_size: effectiveMaxUploadSize(storedUploads, env),
  };
}
