import { deleteWorkspaceItem } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useTrans } from '@tonearm/shell';
import { AlertDialog, Button, DialogTrigger, toast } from '@tonearm/ui';
import { useNavigate } from 'react-router';

export interface DeleteItemButtonProps {
  kind: 'tracks' | 'albums';
  id: number;
  name: string;
}

/**
 * Deletes one of the artist's tracks or albums, with its stored files, after a confirmation naming it; then the
 * artist is back at the upload page, since the item's pages are gone.
 */
export function DeleteItemButton({ kind, id, name }: DeleteItemButtonProps) {
  const { trans } = useTrans();
  const http = useHttpClient();
  const navigate = useNavigate();
  const remove = async () => {
    try {
      await deleteWorkspaceItem(http, kind, id);
    } catch (error) {
      showRequestError(error);
      throw error;
    }
    toast.positive(kind === 'tracks' ? trans('Track deleted') : trans('Album deleted'));
    await navigate('/backstage/upload');
  };
  return (
    <DialogTrigger>
      <Button variant="danger" className="self-start">
        {kind === 'tracks' ? trans('Delete track') : trans('Delete album')}
      </Button>
      <AlertDialog
        title={trans('Delete “:name”?', { name })}
        confirmLabel={trans('Delete')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={remove}
      >
        {kind === 'tracks'
          ? trans('The track, its lyrics, plays and comments are deleted for good.')
          : trans('The album and its tracks are deleted for good.')}
      </AlertDialog>
    </DialogTrigger>
  );
}
