import { formatBytes } from './format-bytes';
import type { UploadQueueStatus, UploadQueueSummary } from './upload-queue-summary';

/** The panel's words; pass translated ones (each function gets the values to place in its sentence). */
export interface UploadQueueLabels {
  /** The panel's heading. */
  title: string;
  /** The header's count: '2 of 5 uploaded'. */
  summary: (summary: UploadQueueSummary) => string;
  /** Each status's word. */
  status: Record<UploadQueueStatus, string>;
  /**
   * How a byte count is written in the reader's locale; an app that writes sizes elsewhere passes its own
   * formatter, so a file's size reads the same here as on its other screens.
   */
  size: (bytes: number, locale: string) => string;
  /** A file's progress for screen readers and beside its bar: '40% · 2 MB of 5 MB'. */
  progress: (percentage: number, uploaded: string, total: string) => string;
  /** Accessible names of a file's buttons. */
  cancel: (name: string) => string;
  retry: (name: string) => string;
  remove: (name: string) => string;
  clearInactive: string;
  /** Announced when a file is stored. */
  completedAnnouncement: (name: string) => string;
  /** Announced when a file fails, with the reason when there is one. */
  failedAnnouncement: (name: string, error: string | null) => string;
}

/** The English words. */
export const DEFAULT_UPLOAD_QUEUE_LABELS: UploadQueueLabels = {
  title: 'Uploads',
  summary: ({ completed, total }) => `${completed} of ${total} uploaded`,
  status: {
    pending: 'Waiting',
    inProgress: 'Uploading',
    completed: 'Uploaded',
    failed: 'Failed',
    aborted: 'Cancelled',
  },
  size: formatBytes,
  progress: (percentage, uploaded, total) => `${percentage}% · ${uploaded} of ${total}`,
  cancel: (name) => `Cancel ${name}`,
  retry: (name) => `Retry ${name}`,
  remove: (name) => `Remove ${name}`,
  clearInactive: 'Clear inactive uploads',
  completedAnnouncement: (name) => `${name} uploaded`,
  failedAnnouncement: (name, error) => (error ? `${name} failed: ${error}` : `${name} failed`),
};
