import { isHttpError } from '../errors/guards';
import { UPLOAD_TIMED_OUT_MESSAGE, UploadTimeoutError } from './upload-timeout-error';

/**
 * The text an upload failure shows (doc 000 §8): 'Upload timed out' after 30 s without progress, otherwise the
 * server's `message`, otherwise `null` (the interface then shows its generic text).
 */
export function uploadErrorText(error: unknown): string | null {
  if (error instanceof UploadTimeoutError) return UPLOAD_TIMED_OUT_MESSAGE;
  if (isHttpError(error)) return error.serverMessage ?? null;
  return null;
}
