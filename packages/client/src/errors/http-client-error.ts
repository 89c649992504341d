/** What every client error knows. */
export interface HttpClientErrorOptions {
  /** Names the call, e.g. `GET users/{id}`. */
  callName: string;
  /** The HTTP status, when a response arrived. */
  status?: number;
  cause?: unknown;
}

/** The base of every error the HTTP client throws. */
export class HttpClientError extends Error {
  override readonly name: string = 'HttpClientError';
  /** The call that failed, e.g. `GET users/{id}`. */
  readonly callName: string;
  /** The HTTP status of the response, `undefined` when none arrived (network failure, abort). */
  readonly status: number | undefined;

  constructor(message: string, { callName, status, cause }: HttpClientErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.callName = callName;
    this.status = status;
  }
}
