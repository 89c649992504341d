import type { Playlist } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { Button, Menu, MenuItem, MenuTrigger, toast } from '@tonearm/ui';
import { GlobeIcon, LockIcon, MoreIcon, PencilIcon, TrashIcon } from '../icons/icons';
import { playlistDialogStore } from '../playlist-dialogs/playlist-dialog-store';
import { visibilityPayload } from '../playlist-dialogs/playlist-form';
import { usePlaylistChanges } from '../playlist-dialogs/use-playlist-changes';

/** The owner's "More options" on a playlist page: edit, make public or private, delete (after a confirmation). */
export function PlaylistOwnerMenu({ playlist }: { playlist: Playlist }) {
  const { trans } = useTrans();
  const changes = usePlaylistChanges();
  const setPublic = (isPublic: boolean) =>
    changes
      .update(playlist.id, visibilityPayload(playlist, isPublic))
      .then((saved) =>
        toast.positive(
          isPublic
            ? trans(':name is now public', { name: saved.name })
            : trans(':name is now private', { name: saved.name }),
        ),
      )
      .catch((error: unknown) => showRequestError(error));
  return (
    <MenuTrigger>
      <Button
        variant="ghost"
        isIconOnly
        aria-label={trans('More options for :name', { name: playlist.name })}
      >
        <MoreIcon />
      </Button>
      <Menu aria-label={trans('Options for :name', { name: playlist.name })}>
        <MenuItem
          id="edit"
          icon={<PencilIcon />}
          onAction={() => playlistDialogStore.open({ kind: 'edit', playlist })}
        >
          {trans('Edit playlist')}
        </MenuItem>
        {playlist.public ? (
          <MenuItem id="make-private" icon={<LockIcon />} onAction={() => void setPublic(false)}>
            {trans('Make private')}
          </MenuItem>
        ) : (
          <MenuItem id="make-public" icon={<GlobeIcon />} onAction={() => void setPublic(true)}>
            {trans('Make public')}
          </MenuItem>
        )}
        <MenuItem
          id="delete"
          intent="danger"
          icon={<TrashIcon />}
          onAction={() => playlistDialogStore.open({ kind: 'delete', playlist })}
        >
          {trans('Delete playlist')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
