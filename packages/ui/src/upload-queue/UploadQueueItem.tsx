import { useId } from 'react';
import { useLocale } from 'react-aria/I18nProvider';
import { Button } from '../button/Button';
import { ProgressBar } from '../progress-bar/ProgressBar';
import { cn } from '../utils/cn';
import { CloseIcon, DangerIcon, PositiveIcon } from '../utils/icons';
import { RetryIcon } from './RetryIcon';
import type { UploadQueueLabels } from './upload-queue-labels';
import { isActiveUpload, type UploadQueueEntry, uploadPercentage } from './upload-queue-summary';

export interface UploadQueueItemProps {
  upload: UploadQueueEntry;
  labels: UploadQueueLabels;
  /** Stops a waiting or running upload; without it no Cancel button shows. */
  onCancel?: (id: string) => void;
  /** Sends a failed or cancelled upload again; without it no Retry button shows. */
  onRetry?: (id: string) => void;
  /** Takes an ended upload off the list; without it no Remove button shows. */
  onRemove?: (id: string) => void;
}

/**
 * One file of the queue: name, size, progress bar (with its value in words), status, the error, and the buttons
 * its status allows. Styling hook: `[data-slot="upload-queue-item"]` with `[data-status]`.
 */
export function UploadQueueItem({ upload, labels, onCancel, onRetry, onRemove }: UploadQueueItemProps) {
  const { locale } = useLocale();
  const errorId = useId();
  const { id, name, size, status, error } = upload;
  const percentage = uploadPercentage(upload);
  const total = labels.size(size, locale);
  const sent = labels.size(status === 'completed' ? size : upload.bytesUploaded, locale);
  const isActive = isActiveUpload(status);
  const canRetry = (status === 'failed' || status === 'aborted') && upload.isRetryable !== false;
  return (
    <li data-slot="upload-queue-item" data-status={status} className="flex flex-col gap-1.5 py-2.5">
      <div className="flex min-w-0 items-center gap-2">
        {status === 'completed' ? <PositiveIcon className="size-4 shrink-0 text-positive" /> : null}
        {status === 'failed' ? <DangerIcon className="size-4 shrink-0 text-danger" /> : null}
        <span className="min-w-0 flex-1 truncate font-medium text-foreground" title={name}>
          {name}
        </span>
        <span className="flex shrink-0 gap-1">
          {isActive && onCancel ? (
            <Button
              variant="ghost"
              size="sm"
              isIconOnly
              aria-label={labels.cancel(name)}
              onPress={() => onCancel(id)}
            >
              <CloseIcon />
            </Button>
          ) : null}
          {canRetry && onRetry ? (
            <Button
              variant="ghost"
              size="sm"
              isIconOnly
              aria-label={labels.retry(name)}
              aria-describedby={error ? errorId : undefined}
              onPress={() => onRetry(id)}
            >
              <RetryIcon />
            </Button>
          ) : null}
          {!isActive && onRemove ? (
            <Button
              variant="ghost"
              size="sm"
              isIconOnly
              aria-label={labels.remove(name)}
              onPress={() => onRemove(id)}
            >
              <CloseIcon />
            </Button>
          ) : null}
        </span>
      </div>
      {isActive ? (
        <ProgressBar
          aria-label={name}
          value={percentage}
          valueLabel={labels.progress(percentage, sent, total)}
          showValue={false}
        />
      ) : null}
      <div className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
        <span data-slot="upload-queue-item-status" className={cn(status === 'failed' && 'text-danger')}>
          {labels.status[status]}
        </span>
        <span className="tabular-nums">{isActive ? labels.progress(percentage, sent, total) : total}</span>
      </div>
      {error ? (
        <p id={errorId} data-slot="upload-queue-item-error" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </li>
  );
}
