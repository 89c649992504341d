import type { PlayerTrack } from '@tonearm/player';
import { showRequestError, useTrans } from '@tonearm/shell';
import { Menu, MenuItem, toast } from '@tonearm/ui';
import type { Key } from 'react-aria-components';
import { PlusIcon } from '../icons/icons';
import { playlistDialogStore } from '../playlist-dialogs/playlist-dialog-store';
import { usePlaylistChanges } from '../playlist-dialogs/use-playlist-changes';
import { viewAction } from '../playlist-dialogs/view-action';
import { useOwnPlaylists } from './use-own-playlists';

const NEW_PLAYLIST = 'new-playlist';

export interface AddToPlaylistMenuProps {
  /** The tracks to add: one row or a selection. */
  tracks: readonly PlayerTrack[];
}

interface Entry {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

/**
 * The nested menu of "Add to playlist": "New playlist" (which adds the tracks to the playlist it makes), then the
 * listener's own playlists. A long list scrolls, and typing a name's first letters moves to it (the menu's
 * type-ahead): a search field would bring React Aria's autocomplete into every first visit, since the sign-in
 * form's fields share its module. A toast confirms where the tracks went.
 */
export function AddToPlaylistMenu({ tracks }: AddToPlaylistMenuProps) {
  const { trans } = useTrans();
  const changes = usePlaylistChanges();
  const { playlists, error } = useOwnPlaylists();
  const label = trans('Add to playlist');

  const onAction = (key: Key) => {
    if (key === NEW_PLAYLIST) {
      playlistDialogStore.open({ kind: 'create', tracks });
      return;
    }
    const playlist = playlists?.find((candidate) => candidate.id === key);
    if (!playlist) return;
    changes
      .addTracks(
        playlist.id,
        tracks.map((track) => track.id),
      )
      .then(() =>
        toast.positive(trans('Added to :name', { name: playlist.name }), viewAction(trans, playlist)),
      )
      .catch((failure: unknown) => showRequestError(failure));
  };

  const items: Entry[] = [{ id: NEW_PLAYLIST, label: trans('New playlist') }];
  if (playlists) items.push(...playlists.map((playlist) => ({ id: playlist.id, label: playlist.name })));
  else
    items.push({
      id: 'loading',
      label: error ? trans('Could not load your playlists') : trans('Loading…'),
      isDisabled: true,
    });

  const renderItem = (item: Entry) => (
    <MenuItem
      id={item.id}
      isDisabled={item.isDisabled ?? false}
      {...(item.id === NEW_PLAYLIST ? { icon: <PlusIcon /> } : {})}
    >
      {item.label}
    </MenuItem>
  );
  return (
    <Menu aria-label={label} items={items} onAction={onAction}>
      {renderItem}
    </Menu>
  );
}
