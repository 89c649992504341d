import { formatBytes } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import type { UploadQueueLabels } from '@tonearm/ui';
import { useMemo } from 'react';

/** The upload queue panel's words in the visitor's language. */
export function useUploadQueueLabels(): UploadQueueLabels {
  const { trans } = useTrans();
  return useMemo(
    () => ({
      title: trans('Uploads'),
      summary: ({ completed, total }) => trans(':completed of :total uploaded', { completed, total }),
      status: {
        pending: trans('Waiting'),
        inProgress: trans('Uploading'),
        completed: trans('Uploaded'),
        failed: trans('Failed'),
        aborted: trans('Cancelled'),
      },
      size: formatBytes,
      progress: (percentage, uploaded, total) =>
        trans(':percentage% · :uploaded of :total', { percentage, uploaded, total }),
      cancel: (name) => trans('Cancel :name', { name }),
      retry: (name) => trans('Retry :name', { name }),
      remove: (name) => trans('Remove :name', { name }),
      clearInactive: trans('Clear inactive uploads'),
      completedAnnouncement: (name) => trans(':name uploaded', { name }),
      failedAnnouncement: (name, error) =>
        error
          ? trans(':name failed: :error', { name, error: trans(error) })
          : trans(':name failed', { name }),
    }),
    [trans],
  );
}
