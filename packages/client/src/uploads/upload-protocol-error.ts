import { HttpClientError } from '../errors/http-client-error';

/**
 * An answer that breaks the upload protocol: a tus reply without `Location` or `Upload-Offset`, a part upload whose
 * `ETag` the storage's CORS rules hide, signed URLs missing from a batch. Retrying would not help.
 */
export class UploadProtocolError extends HttpClientError {
  override readonly name: string = 'UploadProtocolError';

  constructor(problem: string, { callName, status }: { callName: string; status?: number }) {
    super(`${callName}: ${problem}`, status === undefined ? { callName } : { callName, status });
  }
}
