import type { UploadQueueLabels } from './upload-queue-labels';
import type { UploadQueueEntry, UploadQueueStatus } from './upload-queue-summary';

/** The status each upload had when last seen, by id. */
export type SeenStatuses = ReadonlyMap<string, UploadQueueStatus>;

/** Remembers each upload's status, to compare the next list against. */
export function seenStatuses(uploads: readonly UploadQueueEntry[]): SeenStatuses {
  return new Map(uploads.map((upload) => [upload.id, upload.status]));
}

/**
 * What to announce when the list changes: one sentence per upload that has just completed or failed. Cancels are
 * the user's own doing and are not announced; an upload first seen already ended (a list restored on load) is
 * not news either.
 */
export function uploadAnnouncements(
  seen: SeenStatuses,
  uploads: readonly UploadQueueEntry[],
  labels: Pick<UploadQueueLabels, 'completedAnnouncement' | 'failedAnnouncement'>,
): string[] {
  const sentences: string[] = [];
  for (const upload of uploads) {
    const before = seen.get(upload.id);
    if (before === undefined || before === upload.status) continue;
    if (upload.status === 'completed') sentences.push(labels.completedAnnouncement(upload.name));
    if (upload.status === 'failed')
      sentences.push(labels.failedAnnouncement(upload.name, upload.error ?? null));
  }
  return sentences;
}
