import { useEffect, useRef, useState } from 'react';
import { seenStatuses, uploadAnnouncements } from './upload-announcements';
import type { UploadQueueLabels } from './upload-queue-labels';
import type { UploadQueueEntry } from './upload-queue-summary';

/**
 * The text of the panel's polite live region: the latest completions and failures. The region stays mounted and
 * only its text changes, which screen readers announce reliably.
 */
export function useUploadAnnouncements(
  uploads: readonly UploadQueueEntry[],
  labels: Pick<UploadQueueLabels, 'completedAnnouncement' | 'failedAnnouncement'>,
): string {
  const seen = useRef(seenStatuses(uploads));
  const [announcement, setAnnouncement] = useState('');
  const { completedAnnouncement, failedAnnouncement } = labels;
  useEffect(() => {
    const sentences = uploadAnnouncements(seen.current, uploads, {
      completedAnnouncement,
      failedAnnouncement,
    });
    seen.current = seenStatuses(uploads);
    if (sentences.length > 0) setAnnouncement(sentences.join('. '));
  }, [uploads, completedAnnouncement, failedAnnouncement]);
  return announcement;
}
