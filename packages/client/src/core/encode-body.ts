/** A request body ready for `fetch`, with the content type the core must declare (none for raw bodies). */
export interface EncodedBody {
  body: BodyInit | undefined;
  contentType: string | undefined;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

/**
 * `FormData`, `Blob`, `URLSearchParams` and binary buffers go as they are (fetch sets their content type, with the
 * multipart boundary); anything else is sent as JSON. `undefined` and `null` send no body.
 */
export function encodeBody(body: unknown): EncodedBody {
  if (body === undefined || body === null) return { body: undefined, contentType: undefined };
  if (isRawBody(body)) return { body, contentType: undefined };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}
