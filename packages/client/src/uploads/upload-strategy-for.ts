import type { UploadSettings } from '../contract/settings';
import type { UploadDisk } from './upload-metadata';

/** How a file travels to the server. */
export type UploadMethod = 'plain' | 'tus' | 's3-direct' | 's3-multipart';

const MB = 1024 * 1024;
/** Files of this size or more upload resumably (tus), unless tus is disabled (doc 000 §7). */
export const TUS_MIN_FILE_SIZE = 4 * MB;
/** Files of this size or more go to S3 storage in parts (doc 000 §7). */
export const MULTIPART_MIN_FILE_SIZE = 100 * MB;

// `s3`, or an S3-compatible driver named after its provider (`digitalocean_s3`, `backblaze_s3`).
function isS3Driver(driver: string | undefined): boolean {
  return driver !== undefined && /(^|_)s3$/i.test(driver);
}

/**
 * Chooses the upload method for a file (doc 000 §7). With S3 storage and direct upload on, the browser sends files
 * straight to storage: in one request under 100 MB, in parts from 100 MB. Otherwise files of 4 MB or more are
 * chunked through tus unless it is disabled, and the rest go in one plain request. The driver is that of the disk
 * the file goes to.
 */
export function uploadStrategyFor(
  file: { size: number },
  settings: UploadSettings | undefined,
  disk: UploadDisk = 'uploads',
): UploadMethod {
  const driver = disk === 'public' ? settings?.public_driver : settings?.uploads_driver;
  if (settings?.s3_direct_upload === true && isS3Driver(driver)) {
    return file.size >= MULTIPART_MIN_FILE_SIZE ? 's3-multipart' : 's3-direct';
  }
  if (settings?.disable_tus !== true && file.size >= TUS_MIN_FILE_SIZE) return 'tus';
  return 'plain';
}
