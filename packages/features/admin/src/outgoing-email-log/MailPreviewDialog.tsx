import type { OutgoingEmail } from '@tonearm/client/contract';
import { useFormatDate, useTrans } from '@tonearm/shell';
import { Button, Dialog, DialogFooter, DialogTitle, Modal, Spinner } from '@tonearm/ui';
import { mailPreviewDocument } from './mail-preview-document';
import { useOutgoingEmailPreview } from './use-outgoing-email-log';

export interface MailPreviewDialogProps {
  /** The mail shown; `null` keeps the dialog closed. */
  email: OutgoingEmail | null;
  onClose: () => void;
}

/**
 * One mail as its recipient read it, with the secrets it carried (links with tokens, one-time codes) redacted by
 * the server, in a sandboxed frame that runs no script.
 */
export function MailPreviewDialog({ email, onClose }: MailPreviewDialogProps) {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const { preview, error } = useOutgoingEmailPreview(email?.id ?? null);
  return (
    <Modal isOpen={email !== null} onOpenChange={(open) => !open && onClose()} isDismissable size="lg">
      <Dialog>
        {email && (
          <>
            <DialogTitle>{email.subject}</DialogTitle>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">{trans('From')}</dt>
              <dd className="break-all">{email.from ?? '—'}</dd>
              <dt className="text-muted-foreground">{trans('To')}</dt>
              <dd className="break-all">{email.to}</dd>
              <dt className="text-muted-foreground">{trans('Date')}</dt>
              <dd>{formatDate(email.created_at, 'timestamp')}</dd>
            </dl>
            {preview ? (
              <>
                <p className="mt-4 text-muted-foreground text-sm">
                  {preview.redactions === 0
                    ? trans('This mail carried no link or code to hide.')
                    : trans('Links with tokens and one-time codes are hidden (:count).', {
                        count: preview.redactions,
                      })}
                </p>
                <iframe
                  title={trans('Mail preview')}
                  sandbox=""
                  srcDoc={mailPreviewDocument(preview.text, email.subject)}
                  className="mt-2 h-80 w-full rounded-md border border-border bg-white"
                />
              </>
            ) : error ? (
              <p role="alert" className="mt-4 text-danger text-sm">
                {trans('The mail could not be loaded.')}
              </p>
            ) : (
              <div className="mt-4 flex justify-center">
                <Spinner aria-label={trans('Loading')} />
              </div>
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
