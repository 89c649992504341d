import type { UploadMethod } from './upload-strategy-for';

/** Uploads running at once (doc 000 §9). */
export const UPLOAD_CONCURRENCY = 3;

/** The statuses of an upload (doc 000 §4). */
export type UploadStatus = 'pending' | 'inProgress' | 'completed' | 'failed' | 'aborted';

/** What the scheduler knows of an upload. */
export interface SchedulableUpload {
  status: UploadStatus;
  /** Runs alone: a folder, multipart or chunked upload. */
  exclusive: boolean;
}

/** Whether an upload must run alone (doc 000 §9): a file of a folder, a multipart or a chunked (tus) upload. */
export function isExclusiveUpload(method: UploadMethod, relativePath: string): boolean {
  return method === 'tus' || method === 's3-multipart' || relativePath !== '';
}

/**
 * Which pending uploads start now, by index, in queue order (doc 000 §4, §9): up to 3 run at once, but only 1
 * while a folder, multipart or chunked upload runs. An exclusive upload waits until it can run alone, and the
 * uploads behind it wait their turn, so it is never starved.
 */
export function uploadsToStart(uploads: readonly SchedulableUpload[]): number[] {
  const running = uploads.filter((upload) => upload.status === 'inProgress');
  if (running.some((upload) => upload.exclusive)) return [];
  let runningCount = running.length;
  const starting: number[] = [];
  for (const [index, upload] of uploads.entries()) {
    if (upload.status !== 'pending') continue;
    if (upload.exclusive) {
      if (runningCount === 0) starting.push(index);
      break;
    }
    if (runningCount >= UPLOAD_CONCURRENCY) break;
    starting.push(index);
    runningCount += 1;
  }
  return starting;
}
