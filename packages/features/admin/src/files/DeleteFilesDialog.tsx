import { useTrans } from '@tonearm/shell';
import { AlertDialog, Checkbox } from '@tonearm/ui';
import { useEffect, useState } from 'react';
import type { FileDeletion } from './use-admin-files';

export interface DeleteFilesDialogProps {
  /** The files asked about: their names when one, their count otherwise; empty keeps the dialog closed. */
  names: readonly string[];
  onClose: () => void;
  /** Deletes them; a rejection keeps the dialog open (the page reports why). */
  onConfirm: (deletion: FileDeletion) => Promise<void>;
}

/**
 * Asks before deleting files: to the trash by default, or forever, which removes the bytes from the disk so every
 * address of the file stops working. Escape cancels.
 */
export function DeleteFilesDialog({ names, onClose, onConfirm }: DeleteFilesDialogProps) {
  const { trans } = useTrans();
  const [forever, setForever] = useState(false);
  const isOpen = names.length > 0;
  useEffect(() => {
    if (isOpen) setForever(false);
  }, [isOpen]);
  const [only] = names;
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={
        names.length === 1 && only !== undefined
          ? trans('Delete “:name”?', { name: only })
          : trans('{count, plural, one {Delete # file?} other {Delete # files?}}', { count: names.length })
      }
      intent="danger"
      confirmLabel={forever ? trans('Delete forever') : trans('Move to trash')}
      cancelLabel={trans('Cancel')}
      onConfirm={() => onConfirm(forever ? 'forever' : 'trash')}
    >
      <p>
        {forever
          ? trans('The stored bytes are removed and every link to them stops working. This cannot be undone.')
          : trans('Files in the trash keep their bytes until they are deleted forever.')}
      </p>
      <Checkbox className="mt-3" isSelected={forever} onChange={setForever}>
        {trans('Delete forever')}
      </Checkbox>
    </AlertDialog>
  );
}
