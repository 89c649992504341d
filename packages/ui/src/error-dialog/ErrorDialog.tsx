import { useMemo } from 'react';
import { Button, ButtonLink } from '../button';
import { Dialog, DialogTitle, Modal } from '../dialog';
import { DEFAULT_ERROR_DIALOG_LABELS, type ErrorDialogLabels } from './error-dialog-labels';
import type { ErrorPayload } from './error-payload';
import { groupVendorFrames } from './group-vendor-frames';
import { StackFrame } from './StackFrame';
import { VendorFrames } from './VendorFrames';

/** The dialog's English title, kept in the exact spelling the product's error screens have always shown. */
export const ERROR_DIALOG_TITLE = DEFAULT_ERROR_DIALOG_LABELS.title;

export interface ErrorDialogProps {
  /** The debug error to show; the dialog is open while this is set. */
  error: ErrorPayload | null;
  /** Called when the user dismisses the dialog (the 'Dismiss' button or Escape). */
  onDismiss: () => void;
  /** Where 'Download log' fetches the latest log file; without it the button is not shown. */
  downloadLogHref?: string;
  /** The dialog's words; the English ones (`DEFAULT_ERROR_DIALOG_LABELS`) fill in any not given. */
  labels?: Partial<ErrorDialogLabels>;
}

/**
 * The full-screen dialog shown when a failed response carries a debug trace: the exception, its
 * message and the stack frames, with runs of vendor frames collapsed. Styling hook: `[data-slot="error-dialog"]`.
 */
export function ErrorDialog({ error, onDismiss, downloadLogHref, labels: labelOverrides }: ErrorDialogProps) {
  const sections = useMemo(() => (error ? groupVendorFrames(error.trace) : []), [error]);
  const labels = { ...DEFAULT_ERROR_DIALOG_LABELS, ...labelOverrides };
  return (
    <Modal
      size="fullscreen"
      isOpen={error !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onDismiss();
      }}
    >
      <Dialog padding="none" className="h-full">
        <div data-slot="error-dialog" className="flex h-full flex-col">
          <header className="flex flex-wrap items-start justify-between gap-4 border-border border-b px-6 py-4">
            <div className="flex min-w-0 flex-col gap-1">
              <DialogTitle>{labels.title}</DialogTitle>
              <p data-slot="error-exception" className="break-all font-mono text-danger text-sm">
                {error?.exception}
              </p>
              <p data-slot="error-message" className="break-words text-base">
                {error?.message}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              {downloadLogHref && (
                <ButtonLink variant="outline" href={downloadLogHref} download>
                  {labels.downloadLog}
                </ButtonLink>
              )}
              <Button variant="primary" onPress={onDismiss}>
                {labels.dismiss}
              </Button>
            </div>
          </header>
          <ol
            aria-label={labels.stackFrames}
            className="flex min-h-0 flex-1 flex-col gap-3 overflow-auto px-6 py-4"
          >
            {sections.map((section) => (
              <li key={section.type === 'frame' ? section.frame.flatIndex : section.id}>
                {section.type === 'frame' ? (
                  <StackFrame frame={section.frame} aria-label={labels.frame(section.frame)} />
                ) : (
                  <VendorFrames
                    frames={section.frames}
                    countLabel={labels.vendorFrameCount}
                    expandLabel={labels.expandVendorFrames}
                    collapseLabel={labels.collapseVendorFrames}
                    frameLabel={labels.frame}
                  />
                )}
              </li>
            ))}
          </ol>
        </div>
      </Dialog>
    </Modal>
  );
}
