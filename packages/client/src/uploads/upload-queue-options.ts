import type { UploadSettings } from '../contract/settings';
import type { HttpClient } from '../core/types';
import type { Connectivity, FileSource, ResumeStorage, UploadClock, UploadTransport } from './ports';

/** How the upload queue is set up: the HTTP client, the site's settings, the user, and the ports. */
export interface UploadQueueOptions {
  /** The product's HTTP client: resolves endpoints and makes the JSON calls. */
  http: HttpClient;
  /**
   * The site's `uploads` settings (chunk size, tus, S3 direct upload, drivers, max size).
   * @default {} (plain and tus uploads, 8 MiB chunks, no size limit)
   */
  settings?: UploadSettings;
  /**
   * The signed-in user, who scopes fingerprints and resume data; `null` for a guest.
   * @default null
   */
  userId?: string | number | null;
  /**
   * Sends requests that carry file bytes, with upload progress.
   * @default XHR in a browser, `fetch` elsewhere
   */
  transport?: UploadTransport;
  /**
   * Keeps resume data across reloads.
   * @default `localStorage`, or memory where it is unavailable
   */
  resumeStorage?: ResumeStorage;
  /**
   * Slices files.
   * @default blobFileSource
   */
  fileSource?: FileSource;
  /**
   * Time and timers.
   * @default systemClock
   */
  clock?: UploadClock;
  /**
   * Tells whether the device is online.
   * @default browserConnectivity()
   */
  connectivity?: Connectivity;
  /**
   * Reads a cookie's raw value (the XSRF token of requests sent through the transport).
   * @default readDocumentCookie
   */
  readCookie?: (name: string) => string | undefined;
  /**
   * How long resume data is kept.
   * @default DEFAULT_RESUME_EXPIRY_MS (24 hours)
   */
  resumeExpiryMs?: number;
  /**
   * Preferred multipart part size (at least 5 MB; grown for files that need more than 10,000 parts).
   * @default DEFAULT_PART_SIZE (20 MB)
   */
  partSize?: number;
}
