import type { ServerFileEntry } from '../contract/file-entry';
import { XSRF_COOKIE, XSRF_HEADER } from '../conventions/xsrf-echo';
import type { HttpClient } from '../core/types';
import { linkedAbortController } from './abort-signals';
import { InactivityTimeout } from './inactivity-timeout';
import type {
  Connectivity,
  FileSource,
  TransportRequest,
  TransportResponse,
  UploadClock,
  UploadTransport,
} from './ports';
import type { ResumeRecords } from './resume-records';
import type { UploadMetadata } from './upload-metadata';
import { UploadTimeoutError } from './upload-timeout-error';
import type { UploadedFile } from './uploaded-file';
import { type RetryLoopOptions, withRetries } from './with-retries';

/** Sends one file to the server and answers with the stored entry: plain, tus, S3 direct or S3 multipart. */
export type UploadStrategy = (job: UploadJob) => Promise<ServerFileEntry>;

/** Everything one upload needs, handed to its strategy. */
export interface UploadJobOptions {
  file: UploadedFile;
  /** The metadata sent with the file. */
  metadata: UploadMetadata;
  http: HttpClient;
  transport: UploadTransport;
  fileSource: FileSource;
  resume: ResumeRecords;
  clock: UploadClock;
  connectivity: Connectivity;
  /** Reads a cookie's raw value, for the XSRF header of requests that bypass the HTTP client. */
  readCookie: (name: string) => string | undefined;
  /** Fires when the upload must stop: cancelled by the user, or the queue stopped. */
  signal: AbortSignal;
  /** Whether the stop is a cancel (server-side leftovers are cleaned up) rather than the queue stopping. */
  isCancelled: () => boolean;
  /** Bytes per tus PATCH. */
  chunkSize: number;
  /** The preferred multipart part size. */
  partSize: number;
  /** Called with the bytes that reached the server so far. */
  onProgress: (bytesUploaded: number) => void;
}

/** A request sent for a job: credentials and the XSRF header are decided by the URL. */
export type JobRequest = Omit<TransportRequest, 'withCredentials' | 'signal'> & {
  /** Stops this request only; the job's own signal always stops it too. */
  signal?: AbortSignal;
};

function originOf(url: string): string | undefined {
  try {
    return new URL(url, globalThis.location?.href).origin;
  } catch {
    return undefined;
  }
}

function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** One upload in progress: its file, its settings and the ports, behind the few operations strategies use. */
export class UploadJob {
  readonly file: UploadedFile;
  readonly metadata: UploadMetadata;
  readonly http: HttpClient;
  readonly resume: ResumeRecords;
  readonly signal: AbortSignal;
  readonly chunkSize: number;
  readonly partSize: number;
  readonly #options: UploadJobOptions;
  readonly #productOrigin: string | undefined;

  constructor(options: UploadJobOptions) {
    this.#options = options;
    this.file = options.file;
    this.metadata = options.metadata;
    this.http = options.http;
    this.resume = options.resume;
    this.signal = options.signal;
    this.chunkSize = options.chunkSize;
    this.partSize = options.partSize;
    this.#productOrigin = originOf(options.http.url(''));
  }

  /** Whether the user cancelled the upload (as opposed to the queue stopping it). */
  get cancelled(): boolean {
    return this.#options.isCancelled();
  }

  /** Bytes `start` to `end` of the file, through the file source. */
  slice(start: number, end: number): Blob {
    return this.#options.fileSource.slice(this.file.native, start, end);
  }

  /** Reports the bytes that reached the server, kept within the file's size. */
  reportProgress(bytesUploaded: number): void {
    this.#options.onProgress(Math.min(Math.max(bytesUploaded, 0), this.file.size));
  }

  /** An absolute URL, resolved against the page when the product is served from a root-relative base. */
  absoluteUrl(url: string, base?: string): string {
    return new URL(url, base ?? globalThis.location?.href).href;
  }

  /**
   * Sends a request through the transport, stopped by the job's signal. Requests to the product's own origin carry
   * its cookies and the XSRF header; requests to storage carry neither. A request that makes no progress for 30 s
   * is aborted with an `UploadTimeoutError`.
   */
  send(request: JobRequest): Promise<TransportResponse> {
    return this.#send(request, [this.signal]);
  }

  /** Sends a clean-up request (a tus DELETE) after the job was stopped, so it is not tied to the job's signal. */
  sendCleanup(request: JobRequest): Promise<TransportResponse> {
    return this.#send(request, []);
  }

  /** Runs `attempt` under the retry table `delays`, until it succeeds, gives up or `signal` (the job's) fires. */
  retrying<T>(
    attempt: (reportProgress: () => void) => Promise<T>,
    delays: RetryLoopOptions['delays'],
    signal: AbortSignal = this.signal,
  ): Promise<T> {
    const { clock, connectivity } = this.#options;
    return withRetries(attempt, { delays, signal, clock, connectivity });
  }

  async #send(request: JobRequest, signals: AbortSignal[]): Promise<TransportResponse> {
    const { clock, transport } = this.#options;
    if (request.signal !== undefined) signals.push(request.signal);
    const { controller, unlink } = linkedAbortController(...signals);
    const timeout = new UploadTimeoutError({ callName: request.callName });
    const inactivity = new InactivityTimeout(clock, () => controller.abort(timeout));
    const isProduct = this.#productOrigin !== undefined && originOf(request.url) === this.#productOrigin;
    inactivity.start();
    try {
      return await transport.send({
        ...request,
        headers: { ...(isProduct ? this.#xsrfHeader() : {}), ...request.headers },
        withCredentials: isProduct,
        signal: controller.signal,
        onUploadProgress: (bytesSent) => {
          inactivity.touch();
          request.onUploadProgress?.(bytesSent);
        },
      });
    } catch (error) {
      throw controller.signal.reason === timeout ? timeout : error;
    } finally {
      inactivity.stop();
      unlink();
    }
  }

  #xsrfHeader(): Record<string, string> {
    const token = this.#options.readCookie(XSRF_COOKIE);
    return token === undefined || token === '' ? {} : { [XSRF_HEADER]: decodeCookieValue(token) };
  }
}
