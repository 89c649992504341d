import { showRequestError, useTrans } from '@tonearm/shell';
import { Button, Dialog, DialogFooter, DialogTitle, Modal, Switch, TextArea } from '@tonearm/ui';
import { useState } from 'react';

export interface ReviewDialogProps {
  /** Which decision the dialog takes; `null` keeps it closed. */
  decision: 'approve' | 'deny' | null;
  /** What approving does for this request's type, said before the admin confirms. */
  approveEffect: string;
  /** Whether approving creates an artist, which the dialog then offers to mark verified at once. */
  createsArtist: boolean;
  onClose: () => void;
  /** Sends the decision with the notes; a refusal keeps the dialog and its notes. */
  onReview: (decision: 'approve' | 'deny', notes: string, markArtistVerified: boolean) => Promise<void>;
}

/** Approve or Deny, with optional notes the requester reads in their notification and mail. */
export function ReviewDialog({
  decision,
  approveEffect,
  createsArtist,
  onClose,
  onReview,
}: ReviewDialogProps) {
  const { trans } = useTrans();
  const [notes, setNotes] = useState('');
  const [verified, setVerified] = useState(false);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setNotes('');
    setVerified(false);
    onClose();
  };
  const approving = decision === 'approve';
  const confirm = async () => {
    if (!decision) return;
    setSaving(true);
    try {
      await onReview(decision, notes, approving && createsArtist && verified);
      close();
    } catch (error) {
      showRequestError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal isOpen={decision !== null} onOpenChange={(open) => !open && close()}>
      <Dialog>
        <DialogTitle>{approving ? trans('Approve request') : trans('Deny request')}</DialogTitle>
        <div className="flex flex-col gap-4">
          <p>
            {approving
              ? approveEffect
              : trans('The request will be marked as denied and the user will be notified.')}
          </p>
          <TextArea
            label={trans('Notes (optional)')}
            description={trans('Sent to the user with the notification and by email.')}
            value={notes}
            onChange={setNotes}
            rows={4}
          />
          {approving && createsArtist ? (
            <Switch isSelected={verified} onChange={setVerified}>
              {trans('Also mark this artist as verified')}
            </Switch>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onPress={close}>
            {trans('Cancel')}
          </Button>
          <Button
            variant={approving ? 'primary' : 'danger'}
            isPending={saving}
            onPress={() => void confirm()}
          >
            {approving ? trans('Approve') : trans('Deny')}
          </Button>
        </DialogFooter>
      </Dialog>
    </Modal>
  );
}
