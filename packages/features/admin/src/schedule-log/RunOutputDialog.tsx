import type { JobRun } from '@tonearm/client/contract';
import { useFormatDate, useTrans } from '@tonearm/shell';
import { Button, Dialog, DialogFooter, DialogTitle, Modal } from '@tonearm/ui';
import { useLocale } from 'react-aria-components';
import { formatRunDuration } from './format-duration';
import { resultLabels, triggerLabels } from './run-labels';

export interface RunOutputDialogProps {
  /** The run shown; `null` keeps the dialog closed. */
  run: JobRun | null;
  onClose: () => void;
}

/** One run in full: what started it, how it ended, its output and its error, as the job wrote them. */
export function RunOutputDialog({ run, onClose }: RunOutputDialogProps) {
  const { trans } = useTrans();
  const { locale } = useLocale();
  const formatDate = useFormatDate();
  return (
    <Modal isOpen={run !== null} onOpenChange={(open) => !open && onClose()} isDismissable size="lg">
      <Dialog>
        {run && (
          <>
            <DialogTitle>{trans('Run of :job', { job: run.name })}</DialogTitle>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{trans('Started')}</dt>
              <dd>{formatDate(run.started_at, 'timestamp')}</dd>
              <dt className="text-muted-foreground">{trans('Duration')}</dt>
              <dd>{formatRunDuration(run.duration_ms, locale)}</dd>
              <dt className="text-muted-foreground">{trans('Result')}</dt>
              <dd>{resultLabels(trans)[run.result]}</dd>
              <dt className="text-muted-foreground">{trans('Started by')}</dt>
              <dd>
                {triggerLabels(trans)[run.trigger]}
                {run.attempt > 1 ? `, ${trans('attempt :attempt', { attempt: run.attempt })}` : ''}
              </dd>
            </dl>
            <RunText heading={trans('Output')} text={run.output} empty={trans('The job wrote no output.')} />
            {run.error !== null && <RunText heading={trans('Error')} text={run.error} empty="" />}
            <DialogFooter>
              <Button onPress={onClose}>{trans('Close')}</Button>
            </DialogFooter>
          </>
        )}
      </Dialog>
    </Modal>
  );
}

function RunText({ heading, text, empty }: { heading: string; text: string | null; empty: string }) {
  return (
    <section className="mt-4">
      <h3 className="font-medium text-sm">{heading}</h3>
      {text ? (
        // Stack traces keep their lines; a long line wraps rather than widening the dialog.
        <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 text-xs">
          {text}
        </pre>
      ) : (
        <p className="mt-1 text-muted-foreground text-sm">{empty}</p>
      )}
    </section>
  );
}
