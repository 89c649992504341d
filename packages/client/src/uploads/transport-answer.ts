import type * as z from 'zod/mini';
import { readResponse } from '../core/read-response';
import type { TransportResponse } from './ports';
import { UploadProtocolError } from './upload-protocol-error';

const NULL_BODY_STATUSES = [101, 204, 205, 304];

function asResponse({ status, headers, bodyText }: TransportResponse): Response {
  const body = bodyText === '' || NULL_BODY_STATUSES.includes(status) ? null : bodyText;
  return new Response(body, { status, headers });
}

/**
 * Reads a transport answer exactly as the HTTP client reads a `fetch` answer: the parsed body, or the typed error
 * (`HttpError` with the server's message, `ValidationError`, `ResponseFormatError`).
 */
export async function readTransportAnswer<S extends z.core.$ZodType>(
  answer: TransportResponse,
  { callName, schema }: { callName: string; schema?: S },
): Promise<z.infer<S>> {
  return (await readResponse(asResponse(answer), { callName, schema, signal: undefined })) as z.infer<S>;
}

/**
 * The typed error of an answer a protocol did not expect (for protocols whose success carries no body to read): the
 * server's error for an error status, otherwise an `UploadProtocolError` naming the status.
 */
export function unexpectedAnswerError(answer: TransportResponse, callName: string): Promise<unknown> {
  return readResponse(asResponse(answer), { callName, schema: undefined, signal: undefined }).then(
    () => new UploadProtocolError(`unexpected status ${answer.status}`, { callName, status: answer.status }),
    (error: unknown) => error,
  );
}

/** Whether the status is a success (2xx). */
export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}
