import { HttpClientError } from './http-client-error';

/** The caller aborted the request through its `AbortSignal`; `cause` is the signal's reason. */
export class AbortedError extends HttpClientError {
  override readonly name: string = 'AbortedError';

  constructor({ callName, cause }: { callName: string; cause?: unknown }) {
    super(`${callName} was aborted`, { callName, cause });
  }
}
