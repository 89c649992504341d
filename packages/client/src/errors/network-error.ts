import { HttpClientError } from './http-client-error';

function reasonOf(cause: unknown): string | undefined {
  if (!(cause instanceof Error)) return undefined;
  const inner = cause.cause;
  if (typeof inner === 'object' && inner !== null && 'code' in inner && typeof inner.code === 'string') {
    return inner.code;
  }
  return inner instanceof Error ? inner.message : cause.message;
}

/** The connection failed: refused, reset, or dropped before the whole response arrived. */
export class NetworkError extends HttpClientError {
  override readonly name: string = 'NetworkError';

  constructor({ callName, cause }: { callName: string; cause?: unknown }) {
    const reason = reasonOf(cause);
    super(`${callName} failed: the connection to the server was lost${reason ? ` (${reason})` : ''}`, {
      callName,
      cause,
    });
  }
}
