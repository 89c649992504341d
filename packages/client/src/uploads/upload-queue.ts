import type { ServerFileEntry } from '../contract/file-entry';
import { readDocumentCookie } from '../core/document-cookie';
import { AbortedError } from '../errors/aborted-error';
import { blobFileSource } from './blob-file-source';
import { browserConnectivity } from './browser-connectivity';
import { defaultResumeStorage, defaultTransport } from './default-ports';
import { DEFAULT_PART_SIZE } from './multipart-plan';
import { uploadPlain } from './plain';
import type { UploadTransport } from './ports';
import { ResumeRecords } from './resume-records';
import { uploadS3Direct } from './s3-direct';
import { uploadWithS3Multipart } from './s3-multipart';
import { systemClock } from './system-clock';
import { DEFAULT_TUS_CHUNK_SIZE, uploadWithTus } from './tus';
import { isExclusiveUpload, uploadsToStart } from './upload-concurrency';
import { uploadErrorText } from './upload-error-text';
import {
  FINAL_UPLOAD_STATUSES,
  type UploadItem,
  type UploadOptions,
  type UploadQueueSnapshot,
} from './upload-item';
import { UploadJob, type UploadStrategy } from './upload-job';
import type { UploadMetadata } from './upload-metadata';
import type { UploadQueueOptions } from './upload-queue-options';
import { checkUploadRestrictions } from './upload-restrictions';
import { type UploadMethod, uploadStrategyFor } from './upload-strategy-for';
import { describeUploadedFile, type FileToUpload } from './uploaded-file';

const STRATEGIES: Record<UploadMethod, UploadStrategy> = {
  plain: uploadPlain,
  tus: uploadWithTus,
  's3-direct': uploadS3Direct,
  's3-multipart': uploadWithS3Multipart,
};

interface Run {
  controller: AbortController;
  cancelled: boolean;
}

function wholePercent(done: number, total: number): number {
  return total === 0 ? 0 : Math.floor((done * 100) / total);
}

function snapshotOf(uploads: readonly UploadItem[]): UploadQueueSnapshot {
  const counted = uploads.filter((upload) => upload.status !== 'failed' && upload.status !== 'aborted');
  const bytesUploaded = counted.reduce((sum, upload) => sum + upload.bytesUploaded, 0);
  const totalBytes = counted.reduce((sum, upload) => sum + upload.file.size, 0);
  return {
    uploads,
    activeCount: uploads.filter((upload) => upload.status === 'pending' || upload.status === 'inProgress')
      .length,
    bytesUploaded,
    totalBytes,
    percentage: wholePercent(bytesUploaded, totalBytes),
  };
}

/**
 * The upload queue (doc 000 §4, §9): files wait as pending, start when a slot is free (3 at once, 1 while a folder,
 * multipart or chunked upload runs) and end completed, failed or aborted. Each file goes by the method its size and
 * the site's storage call for. Read it with `subscribe` and `getSnapshot` (a `useSyncExternalStore` pair).
 */
export class UploadQueue {
  readonly #options: UploadQueueOptions;
  readonly #resume: ResumeRecords;
  readonly #transport: UploadTransport;
  readonly #listeners = new Set<() => void>();
  readonly #runs = new Map<string, Run>();
  readonly #waiters = new Map<string, Array<(upload: UploadItem) => void>>();
  #snapshot: UploadQueueSnapshot = snapshotOf([]);
  #disposed = false;

  constructor(options: UploadQueueOptions) {
    this.#options = options;
    this.#transport = options.transport ?? defaultTransport();
    this.#resume = new ResumeRecords({
      storage: options.resumeStorage ?? defaultResumeStorage(),
      userId: options.userId ?? null,
      clock: options.clock ?? systemClock,
      ...(options.resumeExpiryMs === undefined ? {} : { expiryMs: options.resumeExpiryMs }),
    });
    this.#resume.sweepExpired();
  }

  /** Registers a listener called after every change; answers the function that removes it. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The current state; the same object until something changes. */
  readonly getSnapshot = (): UploadQueueSnapshot => this.#snapshot;

  /**
   * Queues files. A file that breaks a restriction is added as failed with the restriction's message, and nothing
   * of it is sent. Answers the new uploads.
   */
  add(files: Iterable<FileToUpload>, options: UploadOptions = {}): UploadItem[] {
    const { settings, userId = null, http } = this.#options;
    const added: UploadItem[] = [];
    for (const source of files) {
      const file = describeUploadedFile(source, userId);
      const metadata: UploadMetadata = {
        disk: 'uploads',
        ...(file.relativePath === '' ? {} : { relativePath: file.relativePath }),
        ...(http.workspaceId === null ? {} : { workspaceId: http.workspaceId }),
        ...options.metadata,
      };
      const restrictionError = checkUploadRestrictions(file, {
        maxFileSize: settings?.max_size ?? null,
        ...options.restrictions,
      });
      added.push({
        id: file.id,
        file,
        method: options.method ?? uploadStrategyFor(file, settings, metadata.disk),
        status: restrictionError === null ? 'pending' : 'failed',
        bytesUploaded: 0,
        percentage: 0,
        error: restrictionError,
        entry: null,
        options: { ...options, metadata },
      });
    }
    this.#publish([...this.#snapshot.uploads, ...added]);
    for (const upload of added) {
      if (upload.status === 'failed') upload.options.onError?.(upload.error, upload.file);
    }
    this.#startWhatFits();
    return added;
  }

  /** Stops an upload that has not ended; the server side is cleaned up (tus DELETE, multipart abort). */
  cancel(id: string): void {
    const upload = this.#find(id);
    if (upload === undefined || FINAL_UPLOAD_STATUSES.includes(upload.status)) return;
    const run = this.#runs.get(id);
    if (run !== undefined) {
      run.cancelled = true;
      run.controller.abort(new AbortedError({ callName: `Upload of ${upload.file.name}` }));
    }
    this.#update(id, { status: 'aborted' });
    this.#startWhatFits();
  }

  /** Queues a failed or aborted upload again; a resumable one goes on from where the server is. */
  retry(id: string): void {
    const upload = this.#find(id);
    if (upload === undefined || (upload.status !== 'failed' && upload.status !== 'aborted')) return;
    this.#update(id, { status: 'pending', bytesUploaded: 0, percentage: 0, error: null, entry: null });
    this.#startWhatFits();
  }

  /** Removes the uploads that ended (completed, failed or aborted). */
  clearInactive(): void {
    this.#publish(this.#snapshot.uploads.filter((upload) => !FINAL_UPLOAD_STATUSES.includes(upload.status)));
  }

  /** Resolves with the upload once it ends (at once if it has). */
  whenSettled(id: string): Promise<UploadItem> {
    const upload = this.#find(id);
    if (upload === undefined) return Promise.reject(new Error(`No upload ${id} in the queue`));
    if (FINAL_UPLOAD_STATUSES.includes(upload.status)) return Promise.resolve(upload);
    return new Promise((resolve) => this.#waiters.set(id, [...(this.#waiters.get(id) ?? []), resolve]));
  }

  /**
   * Stops every upload where it is, without cancelling anything on the server and keeping the resume data (the
   * page is going away, or the user changed), and stops the queue for good.
   */
  dispose(): void {
    this.#disposed = true;
    for (const [id, run] of this.#runs) {
      run.controller.abort(new AbortedError({ callName: `Upload ${id}` }));
    }
    this.#runs.clear();
    this.#listeners.clear();
  }

  #find(id: string): UploadItem | undefined {
    return this.#snapshot.uploads.find((upload) => upload.id === id);
  }

  #update(id: string, changes: Partial<UploadItem>): void {
    this.#publish(
      this.#snapshot.uploads.map((upload) => (upload.id === id ? { ...upload, ...changes } : upload)),
    );
  }

  #publish(uploads: readonly UploadItem[]): void {
    if (this.#disposed) return;
    this.#snapshot = snapshotOf(uploads);
    for (const upload of uploads) {
      const waiters = this.#waiters.get(upload.id);
      if (waiters === undefined || !FINAL_UPLOAD_STATUSES.includes(upload.status)) continue;
      this.#waiters.delete(upload.id);
      for (const resolve of waiters) resolve(upload);
    }
    for (const listener of this.#listeners) listener();
  }

  #startWhatFits(): void {
    if (this.#disposed) return;
    const uploads = this.#snapshot.uploads;
    const starting = uploadsToStart(
      uploads.map((upload) => ({
        status: upload.status,
        exclusive: isExclusiveUpload(upload.method, upload.file.relativePath),
      })),
    );
    for (const index of starting) {
      const upload = uploads[index];
      if (upload !== undefined) this.#start(upload);
    }
  }

  #start(upload: UploadItem): void {
    const { id, file, options } = upload;
    const run: Run = { controller: new AbortController(), cancelled: false };
    const isCurrent = () => this.#runs.get(id) === run;
    this.#runs.set(id, run);
    this.#update(id, { status: 'inProgress', bytesUploaded: 0, percentage: 0, error: null });
    const { http, settings, clock = systemClock, readCookie = readDocumentCookie } = this.#options;
    const job = new UploadJob({
      file,
      metadata: options.metadata ?? {},
      http,
      transport: this.#transport,
      fileSource: this.#options.fileSource ?? blobFileSource,
      resume: this.#resume,
      clock,
      connectivity: this.#options.connectivity ?? browserConnectivity(),
      readCookie,
      signal: run.controller.signal,
      isCancelled: () => run.cancelled,
      chunkSize: settings?.chunk_size ?? DEFAULT_TUS_CHUNK_SIZE,
      partSize: this.#options.partSize ?? DEFAULT_PART_SIZE,
      onProgress: (bytesUploaded) => {
        if (isCurrent() && this.#find(id)?.status === 'inProgress') {
          this.#update(id, { bytesUploaded, percentage: wholePercent(bytesUploaded, file.size) });
        }
      },
    });
    STRATEGIES[upload.method](job)
      .then(
        (entry) => this.#finish(id, run, entry),
        (error: unknown) => this.#fail(id, run, error),
      )
      .finally(() => {
        if (isCurrent()) this.#runs.delete(id);
        this.#startWhatFits();
      });
  }

  #finish(id: string, run: Run, entry: ServerFileEntry): void {
    const upload = this.#find(id);
    if (this.#runs.get(id) !== run || upload?.status !== 'inProgress') return;
    this.#update(id, { status: 'completed', bytesUploaded: upload.file.size, percentage: 100, entry });
    this.#startWhatFits();
    upload.options.onSuccess?.(entry, upload.file);
  }

  #fail(id: string, run: Run, error: unknown): void {
    const upload = this.#find(id);
    if (this.#runs.get(id) !== run || upload?.status !== 'inProgress' || run.controller.signal.aborted)
      return;
    const message = uploadErrorText(error);
    this.#update(id, { status: 'failed', error: message });
    this.#startWhatFits();
    upload.options.onError?.(message, upload.file);
  }
}
