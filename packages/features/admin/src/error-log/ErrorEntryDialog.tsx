import type { ErrorLogEntry } from '@tonearm/client/contract';
import { useFormatDate, useTrans } from '@tonearm/shell';
import {
  Button,
  Dialog,
  DialogFooter,
  DialogTitle,
  type ErrorTraceFrame,
  groupVendorFrames,
  Modal,
  StackFrame,
  VendorFrames,
} from '@tonearm/ui';
import { useMemo } from 'react';
import { frameCount, toDialogTrace } from './to-dialog-trace';

export interface ErrorEntryDialogProps {
  /** The entry shown; `null` keeps the dialog closed. */
  entry: ErrorLogEntry | null;
  onClose: () => void;
}

/**
 * One logged error in full: its exception, message and request, and its stack frames in the error dialog's frame
 * view, runs of vendor frames folded.
 */
export function ErrorEntryDialog({ entry, onClose }: ErrorEntryDialogProps) {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const frameLabel = ({
    method,
    path,
    lineNumber,
  }: Pick<ErrorTraceFrame, 'method' | 'path' | 'lineNumber'>) =>
    trans(':method at :path::line', { method, path, line: lineNumber });
  const sections = useMemo(() => (entry ? groupVendorFrames(toDialogTrace(entry.trace)) : []), [entry]);
  return (
    <Modal isOpen={entry !== null} onOpenChange={(open) => !open && onClose()} isDismissable size="lg">
      <Dialog>
        {entry && (
          <>
            <DialogTitle>{entry.exception}</DialogTitle>
            <p className="mt-1 whitespace-pre-wrap break-words text-sm">{entry.message}</p>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{trans('Date')}</dt>
              <dd>{formatDate(entry.logged_at, 'timestamp')}</dd>
              <dt className="text-muted-foreground">{trans('Request')}</dt>
              <dd className="break-all">{entry.url ? `${entry.method ?? ''} ${entry.url}`.trim() : '—'}</dd>
              <dt className="text-muted-foreground">{trans('User')}</dt>
              <dd>{entry.user_id === null ? trans('Guest') : `#${entry.user_id}`}</dd>
            </dl>
            {sections.length > 0 ? (
              <ol
                aria-label={trans('Stack frames (:count)', { count: frameCount(entry.trace) })}
                className="mt-4 flex max-h-[50vh] flex-col gap-3 overflow-auto"
              >
                {sections.map((section) => (
                  <li key={section.type === 'frame' ? section.frame.flatIndex : section.id}>
                    {section.type === 'frame' ? (
                      <StackFrame frame={section.frame} aria-label={frameLabel(section.frame)} />
                    ) : (
                      <VendorFrames
                        frames={section.frames}
                        countLabel={(count) =>
                          trans('{count, plural, one {# vendor frame} other {# vendor frames}}', { count })
                        }
                        expandLabel={trans('Expand vendor frames')}
                        collapseLabel={trans('Collapse vendor frames')}
                        frameLabel={frameLabel}
                      />
                    )}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-4 text-muted-foreground text-sm">{trans('This entry has no stack frames.')}</p>
            )}
            <DialogFooter>
              <Button onPress={onClose}>{trans('Close')}</Button>
            </DialogFooter>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
