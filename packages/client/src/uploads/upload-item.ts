import type { ServerFileEntry } from '../contract/file-entry';
import type { UploadStatus } from './upload-concurrency';
import type { UploadMetadata } from './upload-metadata';
import type { UploadRestrictions } from './upload-restrictions';
import type { UploadMethod } from './upload-strategy-for';
import type { UploadedFile } from './uploaded-file';

/** How files added together are uploaded. */
export interface UploadOptions {
  /**
   * Where the files go.
   * @default `{disk: 'uploads', relativePath: <the file's>, workspaceId: <the HTTP client's>}`
   */
  metadata?: UploadMetadata;
  /**
   * Limits checked before anything is sent.
   * @default `{maxFileSize: settings.max_size}`
   */
  restrictions?: UploadRestrictions;
  /**
   * The upload method, instead of the one `uploadStrategyFor` picks (a feature that needs one endpoint).
   * @default uploadStrategyFor(file, settings, metadata.disk)
   */
  method?: UploadMethod;
  /** Called when a file is stored, with its entry. */
  onSuccess?: (entry: ServerFileEntry, file: UploadedFile) => void;
  /** Called when a file fails (not when it is cancelled), with the text to show (see `uploadErrorText`). */
  onError?: (message: string | null, file: UploadedFile) => void;
}

/** One file in the upload queue (doc 000 §3 "Upload item"). */
export interface UploadItem {
  /** The file's id. */
  readonly id: string;
  readonly file: UploadedFile;
  readonly method: UploadMethod;
  readonly status: UploadStatus;
  /** Bytes the server has. */
  readonly bytesUploaded: number;
  /** Whole percent of the file the server has, 0 to 100. */
  readonly percentage: number;
  /** Why it failed: a restriction's message, 'Upload timed out', the server's message, or `null`. */
  readonly error: string | null;
  /** The stored entry, once completed. */
  readonly entry: ServerFileEntry | null;
  readonly options: UploadOptions;
}

/** The queue as a `useSyncExternalStore` hook reads it; a new object after every change. */
export interface UploadQueueSnapshot {
  /** In the order they were added. */
  readonly uploads: readonly UploadItem[];
  /** Uploads pending or in progress. */
  readonly activeCount: number;
  /** Bytes the server has, over the uploads not failed or aborted. */
  readonly bytesUploaded: number;
  /** Bytes of the uploads not failed or aborted. */
  readonly totalBytes: number;
  /** Whole percent of `totalBytes` uploaded, 0 to 100. */
  readonly percentage: number;
}

/** Statuses an upload does not leave by itself. */
export const FINAL_UPLOAD_STATUSES: readonly UploadStatus[] = ['completed', 'failed', 'aborted'];
