export { formatBytes } from './format-bytes';
export { UploadQueueItem, type UploadQueueItemProps } from './UploadQueueItem';
export { UploadQueuePanel, type UploadQueuePanelProps } from './UploadQueuePanel';
export { type SeenStatuses, seenStatuses, uploadAnnouncements } from './upload-announcements';
export { DEFAULT_UPLOAD_QUEUE_LABELS, type UploadQueueLabels } from './upload-queue-labels';
export {
  isActiveUpload,
  summarizeUploads,
  type UploadQueueEntry,
  type UploadQueueStatus,
  type UploadQueueSummary,
  uploadPercentage,
} from './upload-queue-summary';
