/** Where an upload is: waiting for a slot, being sent, or ended one of three ways. */
export type UploadQueueStatus = 'pending' | 'inProgress' | 'completed' | 'failed' | 'aborted';

/** One file of the queue as the panel shows it: plain data, whatever engine sends it. */
export interface UploadQueueEntry {
  /** Unique in the queue. */
  id: string;
  /** The file's name. */
  name: string;
  /** The file's size in bytes. */
  size: number;
  /** Bytes the server has. */
  bytesUploaded: number;
  status: UploadQueueStatus;
  /**
   * Why it failed, when it did and the reason is known.
   * @default null
   */
  error?: string | null;
  /**
   * Whether sending it again can help, once it failed or was cancelled: not for a file a restriction refused.
   * @default true
   */
  isRetryable?: boolean;
}

/** What the panel's header says about the whole queue. */
export interface UploadQueueSummary {
  /** Files in the list. */
  total: number;
  completed: number;
  failed: number;
  /** Files waiting or being sent. */
  active: number;
  /** Files that ended (completed, failed or cancelled): what 'Clear inactive uploads' removes. */
  inactive: number;
  /** Bytes sent over the files not failed or cancelled. */
  bytesUploaded: number;
  /** Size of the files not failed or cancelled. */
  totalBytes: number;
  /** Whole percent of `totalBytes` sent, 0 to 100. */
  percentage: number;
}

const ACTIVE: readonly UploadQueueStatus[] = ['pending', 'inProgress'];

/** Whether an upload still waits or runs. */
export function isActiveUpload(status: UploadQueueStatus): boolean {
  return ACTIVE.includes(status);
}

/** Whole percent of a file sent, 0 to 100; an empty file counts as sent once completed. */
export function uploadPercentage(entry: Pick<UploadQueueEntry, 'size' | 'bytesUploaded' | 'status'>): number {
  if (entry.status === 'completed') return 100;
  if (entry.size <= 0) return 0;
  return Math.min(100, Math.floor((entry.bytesUploaded * 100) / entry.size));
}

/**
 * Counts and overall progress. Failed and cancelled files leave the overall bar, as they will not be sent, so it
 * never sticks below 100% once everything else is done.
 */
export function summarizeUploads(uploads: readonly UploadQueueEntry[]): UploadQueueSummary {
  let bytesUploaded = 0;
  let totalBytes = 0;
  const count = (status: UploadQueueStatus) => uploads.filter((upload) => upload.status === status).length;
  for (const upload of uploads) {
    if (upload.status === 'failed' || upload.status === 'aborted') continue;
    totalBytes += upload.size;
    bytesUploaded +=
      upload.status === 'completed' ? upload.size : Math.min(upload.bytesUploaded, upload.size);
  }
  const active = uploads.filter((upload) => isActiveUpload(upload.status)).length;
  return {
    total: uploads.length,
    completed: count('completed'),
    failed: count('failed'),
    active,
    inactive: uploads.length - active,
    bytesUploaded,
    totalBytes,
    percentage: totalBytes === 0 ? 0 : Math.floor((bytesUploaded * 100) / totalBytes),
  };
}
