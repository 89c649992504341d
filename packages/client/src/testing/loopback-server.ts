import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the loopback server received it. */
export interface RecordedRequest {
  method: string;
  /** The URL path, without the query (`/api/v1/users/me`). */
  path: string;
  query: URLSearchParams;
  /** Header names are lower case, as Node gives them. */
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  /** The body decoded as UTF-8. */
  text: string;
  /** The parsed body of a JSON request, `undefined` otherwise (or when it does not parse). */
  json: unknown;
  /** The parsed body of a multipart or URL-encoded form request, `undefined` otherwise. */
  form: FormData | undefined;
}

/** One scripted answer. */
export interface ScriptedResponse {
  /** @default 200 */
  status?: number;
  headers?: Record<string, string>;
  /**
   * A string or bytes go as they are; any other value is sent as JSON (with `Content-Type: application/json`
   * unless `headers` sets one). Leave it out for an empty body.
   */
  body?: unknown;
  /**
   * Simulates a dropped connection: `before-response` closes the socket without answering; `mid-body` sends the
   * status, the headers (announcing the full length) and half of the body, then closes the socket.
   */
  drop?: 'before-response' | 'mid-body';
}

/** A scripted answer, or a function that builds one from the request (it may wait, to hold a request open). */
export type ScriptedAnswer =
  | ScriptedResponse
  | ((request: RecordedRequest) => ScriptedResponse | Promise<ScriptedResponse>);

/** A real HTTP server on 127.0.0.1 that records every request and answers from a script. */
export interface LoopbackServer {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  /** Every request received so far, in order. */
  readonly requests: readonly RecordedRequest[];
  /** Queues answers for the next requests, in order. A request with no answer left gets a 501. */
  script(...answers: ScriptedAnswer[]): void;
  /** Resolves with the request at `index` (counting from the first) once it has been received. */
  requestAt(index: number): Promise<RecordedRequest>;
  /** Closes every connection and stops listening. */
  close(): Promise<void>;
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// Response does the multipart parsing exactly as a browser-side reader would.
function parseForm(rawBody: Buffer, contentType: string): Promise<FormData> {
  return new Response(new Uint8Array(rawBody), { headers: { 'content-type': contentType } }).formData();
}

async function record(request: IncomingMessage): Promise<RecordedRequest> {
  const rawBody = await readAll(request);
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const contentType = request.headers['content-type'] ?? '';
  const text = rawBody.toString('utf8');
  const isForm =
    contentType.startsWith('multipart/form-data') ||
    contentType.startsWith('application/x-www-form-urlencoded');
  return {
    method: request.method ?? '',
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    rawBody,
    text,
    json: contentType.includes('json') ? parseJson(text) : undefined,
    form: isForm ? await parseForm(rawBody, contentType) : undefined,
  };
}

function encode(answer: ScriptedResponse): { headers: Record<string, string>; payload: Buffer } {
  const headers = { ...answer.headers };
  const hasContentType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  const { body } = answer;
  if (body === undefined) return { headers, payload: Buffer.alloc(0) };
  if (typeof body === 'string' || body instanceof Uint8Array) return { headers, payload: Buffer.from(body) };
  if (!hasContentType) headers['content-type'] = 'application/json';
  return { headers, payload: Buffer.from(JSON.stringify(body)) };
}

function answerWith(response: ServerResponse, answer: ScriptedResponse): void {
  if (answer.drop === 'before-response') {
    response.socket?.destroy();
    return;
  }
  const { headers, payload } = encode(answer);
  response.writeHead(answer.status ?? 200, { ...headers, 'content-length': String(payload.length) });
  if (answer.drop === 'mid-body') {
    response.write(payload.subarray(0, Math.floor(payload.length / 2)), () => response.socket?.destroy());
    return;
  }
  response.end(payload);
}

/** Starts a loopback server on a random free port. */
export async function startLoopbackServer(): Promise<LoopbackServer> {
  const requests: RecordedRequest[] = [];
  const answers: ScriptedAnswer[] = [];
  const waiting = new Map<number, Array<(request: RecordedRequest) => void>>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const recorded = await record(request);
    const index = requests.push(recorded) - 1;
    for (const resolve of waiting.get(index) ?? []) resolve(recorded);
    waiting.delete(index);
    const next = answers.shift() ?? {
      status: 501,
      body: { message: `No scripted answer for ${recorded.method} ${recorded.path}` },
    };
    const answer = typeof next === 'function' ? await next(recorded) : next;
    if (!response.destroyed) answerWith(response, answer);
  }

  // A failing script or an unreadable request must show up in the test as a 500, not crash the test run.
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent || response.destroyed) return;
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`Loopback server failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    script(...more) {
      answers.push(...more);
    },
    requestAt(index) {
      const received = requests[index];
      if (received !== undefined) return Promise.resolve(received);
      return new Promise((resolve) => waiting.set(index, [...(waiting.get(index) ?? []), resolve]));
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
