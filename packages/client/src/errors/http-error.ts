import {
  type ErrorAction,
  type ErrorBody,
  type ErrorPayload,
  errorPayloadSchema,
} from '../contract/error-payload';
import { readErrorBody } from './error-body';
import { HttpClientError } from './http-client-error';

/** A response with an error status and a JSON (or empty) body. */
export interface HttpErrorOptions {
  callName: string;
  /** A still-readable copy of the response. */
  response: Response;
  /** The body as received. */
  bodyText: string;
  /** The body parsed as JSON, `undefined` when it was empty. */
  json: unknown;
}

function firstMessage(errors: ErrorBody['errors']): string | undefined {
  for (const messages of Object.values(errors ?? {})) {
    const first = typeof messages === 'string' ? messages : messages.find((message) => message !== '');
    if (first !== undefined && first !== '') return first;
  }
  return undefined;
}

/**
 * The server answered with an error status (401, 403, 404, 419 CSRF token mismatch, 429, 5xx…). The body is parsed
 * once into `body`; `response` is a copy that can still be read.
 */
export class HttpError extends HttpClientError {
  override readonly name: string = 'HttpError';
  declare readonly status: number;
  /** A copy of the response whose body can still be read. */
  readonly response: Response;
  /** The body as received. */
  readonly bodyText: string;
  /** The typed body: the server's message, field errors and action, each when present and well formed. */
  readonly body: ErrorBody;
  /** The debug trace, when the server sent one (the error dialog shows it). */
  readonly debugTrace: ErrorPayload | undefined;

  constructor({ callName, response, bodyText, json }: HttpErrorOptions) {
    const body = readErrorBody(json);
    super(body.message ?? firstMessage(body.errors) ?? `${callName} failed with status ${response.status}`, {
      callName,
      status: response.status,
    });
    this.response = response;
    this.bodyText = bodyText;
    this.body = body;
    this.debugTrace = errorPayloadSchema.safeParse(json).data;
  }

  /** The server's own message, `undefined` when it sent none. */
  get serverMessage(): string | undefined {
    return this.body.message;
  }

  /** The action the server offers with the error, if any. */
  get action(): ErrorAction | undefined {
    return this.body.action;
  }
}
