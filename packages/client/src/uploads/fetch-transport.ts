import { transportError } from '../core/transport-error';
import type { TransportRequest, TransportResponse, UploadTransport } from './ports';

/** How the fetch transport is set up. */
export interface FetchTransportOptions {
  /**
   * The `fetch` to call.
   * @default globalThis.fetch
   */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

interface StreamedBody {
  stream: ReadableStream<Uint8Array>;
  headers: Record<string, string>;
}

/** The most a counted piece of a body holds: the granularity of upload progress. */
const PROGRESS_PIECE = 64 * 1024;

// Counting bytes as the network pulls them is the only upload progress `fetch` offers. Blobs in memory come out as
// one chunk, so chunks are handed over in pieces, one per pull, for progress that follows the socket.
function countingStream(
  source: ReadableStream<Uint8Array>,
  onProgress: ((bytesSent: number) => void) | undefined,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let rest: Uint8Array = new Uint8Array(0);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (rest.byteLength === 0) {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        rest = value;
      }
      const piece = rest.subarray(0, PROGRESS_PIECE);
      rest = rest.subarray(piece.byteLength);
      controller.enqueue(piece);
      sent += piece.byteLength;
      onProgress?.(sent);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

function streamedBody(body: Blob | FormData, onProgress: TransportRequest['onUploadProgress']): StreamedBody {
  if (body instanceof Blob) {
    // A stream has no length of its own and S3 refuses a chunked PUT, so the length is given; the type goes as a
    // browser would send it.
    const headers: Record<string, string> = { 'content-length': String(body.size) };
    if (body.type !== '') headers['content-type'] = body.type;
    return { stream: countingStream(body.stream(), onProgress), headers };
  }
  const encoded = new Response(body);
  const contentType = encoded.headers.get('content-type');
  return {
    stream: countingStream(encoded.body as ReadableStream<Uint8Array>, onProgress),
    headers: contentType === null ? {} : { 'content-type': contentType },
  };
}

/**
 * A transport over `fetch` with a streamed request body, for Node (tests, scripts, server-side tools). Bodies are
 * read from the blob as the network takes them, so a request never holds more than its slice.
 */
export function createFetchTransport(options: FetchTransportOptions = {}): UploadTransport {
  const send = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  return {
    async send(request: TransportRequest): Promise<TransportResponse> {
      const { method, url, callName, headers = {}, body, withCredentials = false, signal } = request;
      const sentHeaders = new Headers();
      const init: RequestInit & { duplex?: 'half' } = {
        method,
        headers: sentHeaders,
        credentials: withCredentials ? 'include' : 'omit',
        // Fetch clones a request that may follow a redirect or belongs to a window, and the clone tees its body: the
        // branch left unread keeps every chunk sent until the request ends (a whole part or chunk). Upload calls are
        // never redirected, so the body streams through once.
        redirect: 'error',
        window: null,
      };
      if (signal !== undefined) init.signal = signal;
      if (body !== undefined) {
        const streamed = streamedBody(body, request.onUploadProgress);
        for (const [name, value] of Object.entries(streamed.headers)) sentHeaders.set(name, value);
        init.body = streamed.stream;
        init.duplex = 'half';
      }
      // The caller's headers win over those the body implies, whatever their case.
      for (const [name, value] of Object.entries(headers)) sentHeaders.set(name, value);
      try {
        const response = await send(url, init);
        return { status: response.status, headers: response.headers, bodyText: await response.text() };
      } catch (error) {
        throw transportError(error, callName, signal);
      }
    },
  };
}
