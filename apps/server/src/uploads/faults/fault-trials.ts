import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createHttpClient } from '@tonearm/client';
import {
  createFetchTransport,
  MemoryResumeStorage,
  MIN_PART_SIZE,
  type TransportRequest,
  type TransportResponse,
  UPLOAD_INACTIVITY_TIMEOUT_MS,
  type UploadClock,
  type UploadItem,
  type UploadMethod,
  UploadQueue,
  type UploadTransport,
} from '@tonearm/client/uploads';
import type { TestVisitor } from '../../test-support/test-visitor';

/** How each method is tried: files and chunks kept small (S3's 5 MB part minimum), so a trial takes a blink. */
export interface MethodPlan {
  method: UploadMethod;
  size: number;
  /** tus bytes per PATCH. */
  chunkSize: number;
  partSize: number;
  /** Whether the method resumes mid-file on its own; the others are queued again whole (`queue.retry`). */
  resumable: boolean;
}

const KIB = 1024;
export const FAULT_PLANS: readonly MethodPlan[] = [
  { method: 'plain', size: 256 * KIB + 7, chunkSize: 256 * KIB, partSize: MIN_PART_SIZE, resumable: false },
  { method: 'tus', size: 1024 * KIB + 17, chunkSize: 256 * KIB, partSize: MIN_PART_SIZE, resumable: true },
  {
    method: 's3-direct',
    size: 512 * KIB + 3,
    chunkSize: 256 * KIB,
    partSize: MIN_PART_SIZE,
    resumable: false,
  },
  {
    method: 's3-multipart',
    size: 2 * MIN_PART_SIZE + 17,
    chunkSize: 256 * KIB,
    partSize: MIN_PART_SIZE,
    resumable: true,
  },
];

/** A request that carried file bytes, as the client sent it. */
export interface SentRequest {
  method: TransportRequest['method'];
  callName: string;
  url: string;
  bodyBytes: number;
  /** A tus PATCH's `Upload-Offset`. */
  offset?: string;
  /** The answer's status, or the error that ended the request (a cut line, a killed server). */
  outcome?: number | string;
}

/**
 * The real fetch transport, its requests sent to `origin` (the proxy) instead of the product's address, with the
 * visitor's cookies as a browser would add them, and every request recorded.
 */
export class RedirectedTransport implements UploadTransport {
  readonly sent: SentRequest[] = [];
  readonly #inner: UploadTransport;

  constructor(origin: () => string, visitor: TestVisitor) {
    this.#inner = createFetchTransport({
      fetch: (input, init) => {
        const url = new URL(input);
        const target = new URL(`${url.pathname}${url.search}`, origin());
        const headers = new Headers(init.headers);
        if (init.credentials !== 'omit') headers.set('Cookie', cookieHeader(visitor));
        return fetch(target, { ...init, headers });
      },
    });
  }

  async send(request: TransportRequest): Promise<TransportResponse> {
    const bodyBytes = request.body instanceof Blob ? request.body.size : request.body ? -1 : 0;
    const offset = request.headers?.['Upload-Offset'];
    const sent: SentRequest = {
      method: request.method,
      callName: request.callName,
      url: request.url,
      bodyBytes,
      ...(offset === undefined ? {} : { offset }),
    };
    this.sent.push(sent);
    try {
      const response = await this.#inner.send(request);
      sent.outcome = response.status;
      return response;
    } catch (error) {
      sent.outcome = error instanceof Error ? error.message : String(error);
      throw error;
    }
  }
}

export const cookieHeader = (visitor: TestVisitor) =>
  [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * Real timers with the retry waits (3 to 20 s) shortened twentyfold, so a trial that goes through the retry table
 * takes a second; the 30 s inactivity timeout keeps its length.
 */
export const hastenedClock: UploadClock = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) =>
    globalThis.setTimeout(callback, delayMs === UPLOAD_INACTIVITY_TIMEOUT_MS ? delayMs : delayMs / 20),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** A queue of the signed-in `visitor` calling `serverUrl`, its file bytes going through `transport`. */
export function faultQueue(
  serverUrl: string,
  visitor: TestVisitor,
  transport: UploadTransport,
  plan: MethodPlan,
) {
  const fetchWithCookies = (input: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    if (init.credentials !== 'omit') headers.set('Cookie', cookieHeader(visitor));
    return fetch(input, { ...init, headers });
  };
  return new UploadQueue({
    http: createHttpClient({
      baseUrl: serverUrl,
      fetch: fetchWithCookies,
      readCookie: (name) => visitor.cookies.get(name),
    }),
    settings: { chunk_size: plan.chunkSize },
    userId: 1,
    transport,
    resumeStorage: new MemoryResumeStorage(),
    clock: hastenedClock,
    connectivity: { isOnline: () => true, whenOnline: async () => undefined },
    readCookie: (name) => visitor.cookies.get(name),
    partSize: plan.partSize,
  });
}

/** Bytes that differ from one trial to the next and at every offset, so a misplaced chunk changes the hash. */
export function trialBytes(size: number, trial: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1)
    bytes[index] = (index * 31 + (index >> 11) + trial * 7) & 0xff;
  return bytes;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Runs one upload to its end. A method that cannot resume mid-file (plain, S3 direct) fails on the fault and is
 * queued again, as the user's retry button does; a resumable one must get through on its own unless `requeue`
 * says it may be queued again too (a killed server also loses the JSON calls, which are not retried).
 */
export async function uploadThroughFaults(
  queue: UploadQueue,
  file: File,
  plan: MethodPlan,
  requeue = !plan.resumable,
): Promise<UploadItem> {
  const [added] = queue.add([file], { method: plan.method });
  if (added === undefined) throw new Error('The queue took no upload.');
  let settled = await queue.whenSettled(added.id);
  if (settled.status === 'failed' && requeue) {
    queue.retry(added.id);
    settled = await queue.whenSettled(added.id);
  }
  return settled;
}

/**
 * What the client sent more than once beyond `resendable` units, one unit being what a fault may cost each method:
 * a tus chunk's bytes (it goes on from the server's offset), a multipart part (each connection the fault broke),
 * the whole file for plain and S3 direct uploads. `sendsPerPart` bounds how often one multipart part goes out.
 * Answers a description of the excess, or `null`.
 */
export function excessResend(
  plan: MethodPlan,
  sent: readonly SentRequest[],
  resendable: number,
  sendsPerPart = 2,
): string | null {
  if (plan.method === 'tus') {
    const bytes = sent
      .filter((request) => request.method === 'PATCH')
      .reduce((sum, request) => sum + request.bodyBytes, 0);
    const allowed = plan.size + resendable * plan.chunkSize;
    return bytes <= allowed
      ? null
      : `PATCH bodies carried ${bytes} bytes, more than ${allowed}: ${describeRequests(sent)}`;
  }
  if (plan.method === 's3-multipart') {
    const puts = sent.filter((request) => request.method === 'PUT');
    const parts = Math.ceil(plan.size / plan.partSize);
    const perPart = new Map<string, number>();
    for (const request of puts) {
      const part = new URL(request.url).searchParams.get('partNumber') ?? '?';
      perPart.set(part, (perPart.get(part) ?? 0) + 1);
    }
    const over = [...perPart.entries()].find(([, count]) => count > sendsPerPart);
    if (over) return `part ${over[0]} was sent ${over[1]} times`;
    return puts.length <= parts + resendable ? null : `${puts.length} part PUTs for ${parts} parts`;
  }
  const sends = sent.filter((request) => request.method === (plan.method === 'plain' ? 'POST' : 'PUT'));
  return sends.length <= 1 + resendable ? null : `the file was sent ${sends.length} times`;
}

/** The requests in order, each with its body size and outcome, for a failure message. */
export const describeRequests = (sent: readonly SentRequest[]) =>
  sent
    .map(
      (request) =>
        `${request.callName}${request.offset ? ` @${request.offset}` : ''} ${request.bodyBytes} → ${request.outcome ?? 'pending'}`,
    )
    .join('; ');

/** Files left half-written anywhere under `folder` (a write in progress is `<name>.<random>.partial`). */
export async function partialFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.partial'))
    .map((entry) => join(entry.parentPath, entry.name));
}
