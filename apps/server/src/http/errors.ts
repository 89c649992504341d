/** A field error map as the client puts it on form fields: field name to its messages. */
export type FieldErrors = Record<string, string[]>;

/** An answer other than success that a handler decides on; the error handler turns it into JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 419 | 422 | 423 | 429 | 503,
    message: string,
    /** Extra keys sent beside `message`. */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers (`Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body(): Record<string, unknown> {
    return { message: this.message, ...this.extra };
  }
}

/** 422 with the field error map; the message is the first error, as Laravel phrases it. */
export class ValidationError extends HttpError {
  constructor(readonly errors: FieldErrors) {
    super(422, summarise(errors), { errors });
    this.name = 'ValidationError';
  }
}

function summarise(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const [first = 'The given data was invalid.'] = messages;
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const csrfMismatch = () => new HttpError(419, 'CSRF token mismatch.');
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many attempts. Please try again later.',
) => new HttpError(429, message, {}, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
// The rest of an oversized body is never read, so the connection cannot carry another request.
/** Laravel's `password.confirm` answer to a JSON request: confirm the password, then retry. */
export const passwordConfirmationRequired = () => new HttpError(423, 'Password confirmation required.');
export const payloadTooLarge = () =>
  new HttpError(413, 'The request body is too large.', {}, { Connection: 'close' });
