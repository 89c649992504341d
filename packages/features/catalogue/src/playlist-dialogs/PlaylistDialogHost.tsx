import type { Playlist } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useLocation, useNavigate } from 'react-router';
import { DeletePlaylistDialog } from './DeletePlaylistDialog';
import { PlaylistFormDialog } from './PlaylistFormDialog';
import { usePlaylistDialog } from './playlist-dialog-store';
import { usePlaylistChanges } from './use-playlist-changes';
import { viewAction } from './view-action';

/** Where a listener lands after deleting a playlist: their playlists (doc 001 §2). */
export const AFTER_DELETE_PATH = '/library/playlists';

/**
 * The create, edit and delete dialogs opened from menus: a new playlist made from "Add to playlist" gets the
 * tracks at once; a deleted playlist's page is left for the listener's playlists.
 */
export function PlaylistDialogHost() {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const changes = usePlaylistChanges();
  const { dialog, close } = usePlaylistDialog();
  const onOpenChange = (isOpen: boolean) => !isOpen && close();

  const onCreated = async (playlist: Playlist) => {
    const tracks = dialog?.kind === 'create' ? (dialog.tracks ?? []) : [];
    if (tracks.length === 0) {
      toast.positive(trans('Created :name', { name: playlist.name }), viewAction(trans, playlist));
      return;
    }
    try {
      await changes.addTracks(
        playlist.id,
        tracks.map((track) => track.id),
      );
      toast.positive(trans('Added to :name', { name: playlist.name }), viewAction(trans, playlist));
    } catch (error) {
      showRequestError(error);
    }
  };

  return (
    <>
      <PlaylistFormDialog
        isOpen={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onOpenChange={onOpenChange}
        {...(dialog?.kind === 'edit' ? { playlist: dialog.playlist } : {})}
        onSaved={(playlist) =>
          dialog?.kind === 'edit'
            ? toast.positive(trans('Saved :name', { name: playlist.name }))
            : onCreated(playlist)
        }
      />
      <DeletePlaylistDialog
        playlist={dialog?.kind === 'delete' ? dialog.playlist : null}
        onOpenChange={onOpenChange}
        onDeleted={(playlist) => {
          toast.positive(trans('Deleted :name', { name: playlist.name }));
          const page = `/playlist/${playlist.id}`;
          if (pathname === page || pathname.startsWith(`${page}/`)) void navigate(AFTER_DELETE_PATH);
        }}
      />
    </>
  );
}
