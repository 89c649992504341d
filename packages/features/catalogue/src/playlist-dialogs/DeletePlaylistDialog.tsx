import type { Playlist } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { AlertDialog } from '@tonearm/ui';
import { usePlaylistChanges } from './use-playlist-changes';

export interface DeletePlaylistDialogProps {
  playlist: Playlist | null;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once the server deleted it, e.g. to leave its page. */
  onDeleted: (playlist: Playlist) => void;
}

/** Asks before deleting a playlist for good; a failure keeps the dialog open and says why. */
export function DeletePlaylistDialog({ playlist, onOpenChange, onDeleted }: DeletePlaylistDialogProps) {
  const { trans } = useTrans();
  const changes = usePlaylistChanges();
  return (
    <AlertDialog
      isOpen={playlist !== null}
      onOpenChange={onOpenChange}
      intent="danger"
      title={trans('Delete playlist?')}
      confirmLabel={trans('Delete')}
      cancelLabel={trans('Cancel')}
      onConfirm={async () => {
        if (!playlist) return;
        try {
          await changes.remove(playlist.id);
          onDeleted(playlist);
        } catch (error) {
          showRequestError(error);
          throw error;
        }
      }}
    >
      {trans('":name" will be deleted for everyone who follows it. This cannot be undone.', {
        name: playlist?.name ?? '',
      })}
    </AlertDialog>
  );
}
