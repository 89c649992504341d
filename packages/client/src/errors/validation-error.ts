import { HttpError } from './http-error';

/** The status the server answers when submitted fields are invalid. */
export const VALIDATION_STATUS = 422;

/**
 * A 422 answer: the server rejected some fields. `errors` maps each field to a message or a list of messages; the
 * accessors give one message per field, the way forms show them.
 */
export class ValidationError extends HttpError {
  override readonly name: string = 'ValidationError';

  /** Field name to its message(s), as the server sent them. */
  get errors(): Readonly<Record<string, string | readonly string[]>> {
    return this.body.errors ?? {};
  }

  /** Every message of one field (an empty list when the field is valid). */
  messagesFor(field: string): string[] {
    const messages = this.errors[field];
    if (messages === undefined) return [];
    return typeof messages === 'string' ? [messages] : [...messages];
  }

  /** The first message of each invalid field. */
  fieldErrors(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const field of Object.keys(this.errors)) {
      const first = this.messagesFor(field).find((message) => message !== '');
      if (first !== undefined) result[field] = first;
    }
    return result;
  }

  /** The first field message the server sent, which the generic error toast shows (doc 000 §8). */
  firstFieldError(): string | undefined {
    return Object.values(this.fieldErrors())[0];
  }
}
