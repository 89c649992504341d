import { Button } from '../button/Button';
import { Disclosure, DisclosurePanel, DisclosureTrigger } from '../disclosure/Disclosure';
import { ProgressBar } from '../progress-bar/ProgressBar';
import { cn } from '../utils/cn';
import { UploadQueueItem } from './UploadQueueItem';
import { DEFAULT_UPLOAD_QUEUE_LABELS, type UploadQueueLabels } from './upload-queue-labels';
import { summarizeUploads, type UploadQueueEntry } from './upload-queue-summary';
import { useUploadAnnouncements } from './use-upload-announcements';

export interface UploadQueuePanelProps {
  /** The files, in the order they were added. */
  uploads: readonly UploadQueueEntry[];
  /**
   * Stops a waiting or running upload.
   * Without it there are no Cancel buttons.
   */
  onCancel?: (id: string) => void;
  /**
   * Sends a failed or cancelled upload again.
   * Without it there are no Retry buttons.
   */
  onRetry?: (id: string) => void;
  /**
   * Takes one ended upload off the list.
   * Without it there are no Remove buttons.
   */
  onRemove?: (id: string) => void;
  /**
   * Takes every ended upload off the list ('Clear inactive uploads').
   * Without it there is no such button.
   */
  onClearInactive?: () => void;
  /**
   * Whether the list is shown (controlled); the header and the overall bar always are.
   * Without it the panel keeps its own state.
   */
  isExpanded?: boolean;
  /**
   * Whether the list starts shown, when uncontrolled.
   * @default true
   */
  defaultExpanded?: boolean;
  /** Called when the list is shown or hidden. */
  onExpandedChange?: (isExpanded: boolean) => void;
  /**
   * The panel's words, to translate; missing ones are English.
   * @default DEFAULT_UPLOAD_QUEUE_LABELS
   */
  labels?: Partial<UploadQueueLabels>;
  /**
   * The heading level, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra classes for `[data-slot="upload-queue"]`. */
  className?: string;
}

/**
 * The upload queue: a header with the count and overall progress that collapses the list, 'Clear inactive
 * uploads', and each file with its progress, status, error and buttons. Completions and failures are announced
 * politely. It only shows what it is given: feed it from an upload engine. Styling hooks:
 * `[data-slot="upload-queue"]`, `[data-slot="upload-queue-item"]` with `[data-status]`.
 */
export function UploadQueuePanel({
  uploads,
  onCancel,
  onRetry,
  onRemove,
  onClearInactive,
  isExpanded,
  defaultExpanded = true,
  onExpandedChange,
  labels: labelOverrides,
  headingLevel = 2,
  className,
}: UploadQueuePanelProps) {
  const labels = { ...DEFAULT_UPLOAD_QUEUE_LABELS, ...labelOverrides };
  const summary = summarizeUploads(uploads);
  const announcement = useUploadAnnouncements(uploads, labels);
  return (
    <section
      aria-label={labels.title}
      data-slot="upload-queue"
      className={cn(
        'flex flex-col rounded-panel border border-border bg-background text-sm shadow-sm',
        className,
      )}
    >
      <Disclosure
        {...(isExpanded === undefined ? {} : { isExpanded })}
        defaultExpanded={defaultExpanded}
        onExpandedChange={onExpandedChange}
        className="p-2"
      >
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <div className="min-w-0 flex-1">
            <DisclosureTrigger level={headingLevel}>
              <span className="truncate">{labels.title}</span>
              <span className="ms-auto font-normal text-muted-foreground tabular-nums">
                {labels.summary(summary)}
              </span>
            </DisclosureTrigger>
          </div>
          {onClearInactive && summary.inactive > 0 ? (
            <Button variant="ghost" size="sm" onPress={onClearInactive}>
              {labels.clearInactive}
            </Button>
          ) : null}
        </div>
        {summary.active > 0 ? (
          <ProgressBar
            aria-label={labels.title}
            value={summary.percentage}
            valueLabel={`${summary.percentage}% · ${labels.summary(summary)}`}
            showValue={false}
            className="px-2 py-1.5"
          />
        ) : null}
        <DisclosurePanel>
          <ul className="flex max-h-80 flex-col divide-y divide-border overflow-y-auto px-1">
            {uploads.map((upload) => (
              <UploadQueueItem
                key={upload.id}
                upload={upload}
                labels={labels}
                onCancel={onCancel}
                onRetry={onRetry}
                onRemove={onRemove}
              />
            ))}
          </ul>
        </DisclosurePanel>
      </Disclosure>
      <div role="status" className="sr-only">
        {announcement}
      </div>
    </section>
  );
}
