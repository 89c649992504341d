import type { UploadItem } from '@tonearm/client/uploads';
import { useTrans } from '@tonearm/shell';
import { type UploadQueueEntry, UploadQueuePanel } from '@tonearm/ui';
import { useMemo } from 'react';
import { useUploadHub } from '../upload-hub/upload-hub-context';
import { useUploads } from '../upload-hub/use-uploads';
import { useUploadQueueLabels } from './use-upload-queue-labels';

export interface UploadsPanelProps {
  /**
   * The heading level, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Extra classes for the panel.
   * @default undefined
   */
  className?: string;
}

function entryOf(
  upload: UploadItem,
  translate: (line: string) => string,
  isRetryable: (upload: UploadItem) => boolean,
): UploadQueueEntry {
  return {
    id: upload.id,
    name: upload.file.name,
    size: upload.file.size,
    bytesUploaded: upload.bytesUploaded,
    status: upload.status,
    error: upload.error === null ? null : translate(upload.error),
    isRetryable: isRetryable(upload),
  };
}

/** The app's upload queue in the kit's panel, with its buttons wired to the queue; nothing while it is empty. */
export function UploadsPanel({ headingLevel = 2, className }: UploadsPanelProps) {
  const hub = useUploadHub();
  const uploads = useUploads();
  const labels = useUploadQueueLabels();
  const { trans } = useTrans();
  const entries = useMemo(
    () => uploads.map((upload) => entryOf(upload, trans, (item) => hub.isRetryable(item))),
    [uploads, trans, hub],
  );
  if (entries.length === 0) return null;
  return (
    <UploadQueuePanel
      uploads={entries}
      labels={labels}
      headingLevel={headingLevel}
      onCancel={(id) => hub.cancel(id)}
      onRetry={(id) => hub.retry(id)}
      onRemove={(id) => hub.remove(id)}
      onClearInactive={() => hub.clearInactive()}
      {...(className ? { className } : {})}
    />
  );
}
