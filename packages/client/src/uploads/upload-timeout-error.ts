import { HttpClientError } from '../errors/http-client-error';

/** The text of an upload that made no progress for the inactivity timeout (doc 000 §8). */
export const UPLOAD_TIMED_OUT_MESSAGE = 'Upload timed out';

/** A request of an upload made no progress for 30 s and was given up. */
export class UploadTimeoutError extends HttpClientError {
  override readonly name: string = 'UploadTimeoutError';

  constructor({ callName }: { callName: string }) {
    super(UPLOAD_TIMED_OUT_MESSAGE, { callName });
  }
}
