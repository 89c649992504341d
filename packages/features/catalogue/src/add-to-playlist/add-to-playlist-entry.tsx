import type { PlayerTrack } from '@tonearm/player';
import { useCurrentUser, useTrans } from '@tonearm/shell';
import { useNavigate } from 'react-router';
import { PlaylistAddIcon } from '../icons/icons';
import type { ItemMenuEntry } from '../item-menu/ItemMenu';
import { AddToPlaylistMenu } from './AddToPlaylistMenu';

/** The "Add to playlist" entry of a track menu: a nested menu of playlists, or the way to log in for a guest. */
export function useAddToPlaylistEntry(tracks: readonly PlayerTrack[]): ItemMenuEntry {
  const { trans } = useTrans();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const base = { id: 'add-to-playlist', label: trans('Add to playlist'), icon: <PlaylistAddIcon /> };
  return user
    ? { ...base, submenu: <AddToPlaylistMenu tracks={tracks} /> }
    : { ...base, onAction: () => void navigate('/login') };
}
