import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { transportError } from '../core/transport-error';
import type { TransportRequest, TransportResponse, UploadTransport } from '../uploads/ports';
import type { BufferPool } from './buffer-pool';
import { DiskFile, DiskSlice } from './disk-file';
import { type BodyPiece, diskBufferPool, diskPieces } from './disk-pieces';

/** How the Node transport is set up. */
export interface NodeTransportOptions {
  /**
   * The `Cookie` header for requests that send credentials (the product's own endpoints, never a storage URL), as a
   * browser would attach its cookies; read for each request.
   */
  cookie?: () => string | undefined;
}

/** The most handed to the socket at a time: the granularity of upload progress. */
const PROGRESS_PIECE = 256 * 1024;
/** A blob is read a piece at a time… */
const READ_PIECE = 1024 * 1024;
/**
 * …with this many pieces being read at once. Node reads a file-backed blob (`openAsBlob`) one thread-pool trip per
 * 64 KiB; a piece at a time, that held a request to about 450 MB/s, two at once reach about 800. A request then
 * holds these pieces (2 MiB) and its send buffer at most, so the five parts of a multipart upload stay near 15 MiB.
 */
const PIECES_READ_AHEAD = 2;

/**
 * Bytes queued on the request before sending waits for the socket. Node's own mark (16 KiB) is under one chunk of
 * a file-backed blob (64 KiB), so every chunk waited for a drain; a mebibyte lets Node write queued chunks
 * together, which took a tus upload on loopback from about 170 to 190 MB/s.
 */
const SEND_BUFFER = 1024 * 1024;

/** Bodies from disk whose buffers the transport keeps for the next ones. */
const KEPT_BODIES = 6;

interface OutgoingBody {
  pieces: AsyncIterable<BodyPiece>;
  headers: Record<string, string>;
}

/** A slice of a blob as the chunks Node reads it in, kept apart: joining them (`arrayBuffer()`) would copy them. */
async function chunksOf(slice: Blob): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of streamPieces(slice.stream())) chunks.push(chunk);
  return chunks;
}

/** The blob's bytes in order, {@link PIECES_READ_AHEAD} pieces read ahead of the one being sent. */
async function* blobPieces(blob: Blob): AsyncGenerator<BodyPiece> {
  const reading: Promise<Uint8Array[]>[] = [];
  let next = 0;
  const readAhead = () => {
    while (reading.length < PIECES_READ_AHEAD && next < blob.size) {
      const piece = chunksOf(blob.slice(next, next + READ_PIECE));
      // A read left behind when the request ends early must not go unhandled.
      piece.catch(() => undefined);
      reading.push(piece);
      next += READ_PIECE;
    }
  };
  readAhead();
  for (let piece = reading.shift(); piece !== undefined; piece = reading.shift()) {
    const chunks = await piece;
    readAhead();
    for (const bytes of chunks) yield { bytes };
  }
}

async function* streamPieces(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

async function* formPieces(encoded: ReadableStream<Uint8Array>): AsyncGenerator<BodyPiece> {
  for await (const bytes of streamPieces(encoded)) yield { bytes };
}

function outgoingBody(body: Blob | FormData, pool: BufferPool): OutgoingBody {
  if (body instanceof Blob) {
    // S3 refuses a chunked PUT, so the length is given; the type goes as a browser would send it.
    const headers: Record<string, string> = { 'content-length': String(body.size) };
    if (body.type !== '') headers['content-type'] = body.type;
    const onDisk = body instanceof DiskSlice || body instanceof DiskFile;
    return { pieces: onDisk ? diskPieces(body.extent, pool) : blobPieces(body), headers };
  }
  // A form's length is unknown until it is encoded, so it goes chunked, as a streamed browser form would.
  const encoded = new Response(body);
  const contentType = encoded.headers.get('content-type');
  return {
    pieces: formPieces(encoded.body as ReadableStream<Uint8Array>),
    headers: contentType === null ? {} : { 'content-type': contentType },
  };
}

/** Resolves when the request can take more bytes, or has ended one way or another. */
function writable(request: ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      request.off('drain', done);
      request.off('close', done);
      resolve();
    };
    request.on('drain', done);
    request.on('close', done);
  });
}

/**
 * Hands the body to the request as the socket takes it, so no more than the pieces read ahead and the socket's
 * buffer are held; stops when the request has ended early (an answer before the body, a cut line).
 */
async function sendBody(
  request: ClientRequest,
  pieces: AsyncIterable<BodyPiece>,
  stopped: () => boolean,
  onProgress: TransportRequest['onUploadProgress'],
): Promise<void> {
  let sent = 0;
  // Leaving the loop early ends the iteration, which stops reading the body.
  for await (const { bytes, release } of pieces) {
    for (let at = 0; at < bytes.byteLength; at += PROGRESS_PIECE) {
      if (stopped()) return;
      const piece = bytes.subarray(at, at + PROGRESS_PIECE);
      // Writes finish in order: once the last of a piece's is with the socket, its memory can be used again.
      const last = at + PROGRESS_PIECE >= bytes.byteLength;
      request.write(piece, last ? release : undefined);
      sent += piece.byteLength;
      onProgress?.(sent);
      if (request.writableLength >= SEND_BUFFER) await writable(request);
    }
  }
  if (!stopped()) request.end();
}

function headersOf(response: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = response.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    headers.append(raw[index] as string, raw[index + 1] as string);
  }
  return headers;
}

function send(
  options: NodeTransportOptions,
  pool: BufferPool,
  request: TransportRequest,
): Promise<TransportResponse> {
  const {
    method,
    url,
    callName,
    headers = {},
    body,
    withCredentials = false,
    signal,
    onUploadProgress,
  } = request;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(transportError(signal.reason, callName, signal));
      return;
    }
    const sentHeaders: Record<string, string> = {};
    const outgoing = body === undefined ? undefined : outgoingBody(body, pool);
    // The caller's headers win over those the body implies, whatever their case.
    for (const [name, value] of [...Object.entries(outgoing?.headers ?? {}), ...Object.entries(headers)]) {
      sentHeaders[name.toLowerCase()] = value;
    }
    if (outgoing === undefined && method !== 'HEAD') sentHeaders['content-length'] ??= '0';
    const cookie = withCredentials ? options.cookie?.() : undefined;
    if (cookie) sentHeaders.cookie = cookie;

    let settled = false;
    const onAbort = () =>
      outgoingRequest.destroy(signal?.reason instanceof Error ? signal.reason : undefined);
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      finish();
    };
    const fail = (error: unknown) => settle(() => reject(transportError(error, callName, signal)));

    const requestFor = url.startsWith('https:') ? httpsRequest : httpRequest;
    // Node follows no redirect: upload calls are never redirected, and a storage URL that redirects is refused.
    const outgoingRequest = requestFor(url, { method, headers: sentHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () => {
        settle(() =>
          resolve({
            status: response.statusCode ?? 0,
            headers: headersOf(response),
            bodyText: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        // An answer that came before the whole body leaves the line mid-request: it cannot carry another.
        if (!outgoingRequest.writableFinished) outgoingRequest.destroy();
      });
    });
    outgoingRequest.on('error', fail);
    outgoingRequest.on('close', () => {
      if (!settled) fail(new Error('The connection closed before the answer ended.'));
    });
    signal?.addEventListener('abort', onAbort, { once: true });

    if (outgoing === undefined) {
      outgoingRequest.end();
      return;
    }
    const stopped = () => settled || outgoingRequest.destroyed;
    sendBody(outgoingRequest, outgoing.pieces, stopped, onUploadProgress).catch((error: unknown) => {
      outgoingRequest.destroy(error instanceof Error ? error : undefined);
      fail(error);
    });
  });
}

/**
 * A transport over Node's own HTTP client, for the engine run from Node (scripts, import tools, benchmarks), as a
 * browser's XHR sends from its network stack. Bodies stream from the blob as the socket takes them, so a request
 * holds a few mebibytes of its slice at most; `fetch` streams a blob too, but through web streams at a third of
 * the speed on a fast line. A slice of a file opened with `openDiskFile` is read from the disk into buffers the
 * transport keeps from one request to the next.
 */
export function createNodeTransport(options: NodeTransportOptions = {}): UploadTransport {
  // Enough for the parts a multipart upload sends at once to reuse each other's buffers.
  const pool = diskBufferPool(KEPT_BODIES);
  return { send: (request) => send(options, pool, request) };
}
