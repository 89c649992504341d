// The engine's contact points with the outside world. Each is injectable so tests and other hosts (Node, a worker)
// supply their own; the defaults are in `default-ports.ts`.

/** The methods upload requests use. */
export type TransportMethod = 'POST' | 'PUT' | 'PATCH' | 'HEAD' | 'DELETE';

/** One request that carries file bytes (or belongs to a protocol that does), sent through the transport. */
export interface TransportRequest {
  method: TransportMethod;
  /** Absolute URL. */
  url: string;
  /** Names the call in error messages, e.g. `PATCH tus/upload`. */
  callName: string;
  headers?: Record<string, string>;
  /** A slice of the file, or a multipart form holding it. */
  body?: Blob | FormData;
  /**
   * Sends the product's cookies. Only for the product's own endpoints, never for a storage URL.
   * @default false
   */
  withCredentials?: boolean;
  signal?: AbortSignal;
  /** Called as the body goes out, with the number of body bytes sent so far. */
  onUploadProgress?: (bytesSent: number) => void;
}

/** What came back: any status, the transport does not judge it. */
export interface TransportResponse {
  status: number;
  headers: Headers;
  bodyText: string;
}

/**
 * Sends upload requests with upload progress. Resolves with any HTTP answer; rejects with `NetworkError` when the
 * connection fails and with `AbortedError` when the request's signal fires.
 */
export interface UploadTransport {
  send(request: TransportRequest): Promise<TransportResponse>;
}

/**
 * A key-value store for resume data, shaped like the Web Storage API so `localStorage` fits; `keys()` lists what is
 * stored so expired entries can be swept.
 */
export interface ResumeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  keys(): string[];
}

/**
 * Gives the bytes of a file a piece at a time. A slice is all the engine ever holds of a file: files are never read
 * whole.
 */
export interface FileSource {
  /** Bytes `start` (inclusive) to `end` (exclusive) of `file`. */
  slice(file: Blob, start: number, end: number): Blob;
}

/** Opaque handle of a scheduled callback. */
export type TimerHandle = unknown;

/** Time and timers, for retry delays, the inactivity timeout and resume-data expiry. */
export interface UploadClock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** Whether the device is online, and a way to wait until it is. */
export interface Connectivity {
  isOnline(): boolean;
  /** Resolves when the device is online again (at once if it is); rejects with the signal's reason on abort. */
  whenOnline(signal: AbortSignal): Promise<void>;
}
