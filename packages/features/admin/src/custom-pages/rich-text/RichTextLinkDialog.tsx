import { useTrans } from '@tonearm/shell';
import { Button, Dialog, DialogFooter, DialogTitle, Modal, TextField } from '@tonearm/ui';
import { useState } from 'react';
import { linkAddress } from './link-address';

export interface RichTextLinkDialogProps {
  isOpen: boolean;
  /** The address of the link under the cursor, to edit; empty for a new link. */
  initialAddress: string;
  onClose: () => void;
  /** Links the selection to the address; `null` removes the link. */
  onApply: (address: string | null) => void;
}

/** Asks for a link's address, refusing script and data addresses; offers to remove an existing link. */
export function RichTextLinkDialog({ isOpen, initialAddress, onClose, onApply }: RichTextLinkDialogProps) {
  const { trans } = useTrans();
  const [typed, setTyped] = useState(initialAddress);
  const [refused, setRefused] = useState(false);
  const apply = () => {
    const address = linkAddress(typed);
    if (!address) return setRefused(true);
    onApply(address);
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <DialogTitle>{initialAddress ? trans('Edit link') : trans('Add a link')}</DialogTitle>
          <TextField
            autoFocus
            label={trans('Address')}
            description={trans('A web address, an email as mailto:, or a page of this site starting with /.')}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setRefused(false);
            }}
            isInvalid={refused}
            errorMessage={trans('Give a web address, a mailto: address or a path starting with /.')}
            className="mt-4"
          />
          <DialogFooter>
            {initialAddress ? (
              <Button variant="danger" onPress={() => onApply(null)}>
                {trans('Remove link')}
              </Button>
            ) : null}
            <Button variant="outline" onPress={onClose}>
              {trans('Cancel')}
            </Button>
            <Button type="submit">{trans('Apply')}</Button>
          </DialogFooter>
        </form>
      </Dialog>
    </Modal>
  );
}
