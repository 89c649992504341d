import * as z from 'zod/mini';
import { HttpError } from '../errors/http-error';
import { ResponseFormatError } from '../errors/response-format-error';
import { VALIDATION_STATUS, ValidationError } from '../errors/validation-error';
import { readBody } from './read-body';
import { transportError } from './transport-error';

/** What the caller expects of a response. */
export interface ResponseExpectation {
  callName: string;
  /** The schema a successful body must match; without one the parsed JSON is returned as is. */
  schema: z.core.$ZodType | undefined;
  signal: AbortSignal | undefined;
}

/**
 * Reads a response into the value the call returns, or throws the error that says what went wrong. The body is
 * read and parsed once; errors keep a copy of the response that can still be read.
 */
export async function readResponse(
  response: Response,
  { callName, schema, signal }: ResponseExpectation,
): Promise<unknown> {
  const copy = response.clone();
  let bodyText: string;
  try {
    bodyText = await response.text();
  } catch (error) {
    throw transportError(error, callName, signal);
  }
  const reading = readBody(bodyText, response.headers.get('content-type'));
  if (reading.kind !== 'empty' && reading.kind !== 'json') {
    throw new ResponseFormatError({ callName, problem: reading.kind, response: copy, bodyText });
  }
  const json = reading.kind === 'json' ? reading.value : undefined;
  if (!response.ok) {
    const ErrorClass = response.status === VALIDATION_STATUS ? ValidationError : HttpError;
    throw new ErrorClass({ callName, response: copy, bodyText, json });
  }
  if (schema === undefined) return json;
  const result = z.safeParse(schema, json);
  if (!result.success) {
    throw new ResponseFormatError({
      callName,
      problem: 'schema-mismatch',
      response: copy,
      bodyText,
      issues: result.error.issues,
    });
  }
  return result.data;
}
