import { formatBytes } from '../rules/bytes/format-bytes';
import type { UploadedFile } from './uploaded-file';

/** Limits a file must meet before any byte is sent. */
export interface UploadRestrictions {
  /** Largest accepted size in bytes; `null` for no limit. */
  maxFileSize?: number | null;
  /**
   * Accepted types: MIME types (`audio/mpeg`), MIME groups (`image/*`) or extensions (`.mp3`). Empty or absent
   * accepts every type.
   */
  allowedFileTypes?: readonly string[];
}

/** Message for a file over the size limit; `:file` is the name and `:size` the limit (doc 000 §5). */
export const FILE_TOO_LARGE_MESSAGE = '`:file` exceeds maximum allowed size of :size';
/** Message for a file of a type that is not accepted (doc 000 §5). */
export const FILE_TYPE_NOT_ALLOWED_MESSAGE = 'This file type is not allowed';

function matchesType(file: UploadedFile, type: string): boolean {
  const pattern = type.trim().toLowerCase();
  if (pattern.startsWith('.')) return file.extension === pattern.slice(1);
  const mime = file.mime.toLowerCase();
  if (pattern.endsWith('/*')) return mime.startsWith(pattern.slice(0, -1));
  return mime === pattern;
}

/** The message of the first restriction the file breaks, `null` when it may be uploaded. */
export function checkUploadRestrictions(file: UploadedFile, restrictions: UploadRestrictions): string | null {
  const { maxFileSize, allowedFileTypes = [] } = restrictions;
  if (maxFileSize !== undefined && maxFileSize !== null && file.size > maxFileSize) {
    // The size goes in first so a file name containing `:size` stays as it is.
    return FILE_TOO_LARGE_MESSAGE.replace(':size', formatBytes(maxFileSize)).replace(
      ':file',
      () => file.name,
    );
  }
  if (allowedFileTypes.length > 0 && !allowedFileTypes.some((type) => matchesType(file, type))) {
    return FILE_TYPE_NOT_ALLOWED_MESSAGE;
  }
  return null;
}
