import type { PlayerTrack } from '@tonearm/player';
import { useTrans } from '@tonearm/shell';
import { HeartIcon } from '../icons/icons';
import { ItemMenu, type ItemMenuEntry } from '../item-menu/ItemMenu';
import { useRemoveFromLibrary } from '../like-button/use-library';
import { useTrackMenuEntries } from '../track-menu/use-track-menu-entries';

export interface LikedSongMenuProps {
  /** The liked songs the menu acts on: one row, or the rows selected together. */
  tracks: readonly PlayerTrack[];
  onClose: () => void;
}

/** A liked song's menu: the track menu, and taking every selected song out of the library at once. */
export function LikedSongMenu({ tracks, onClose }: LikedSongMenuProps) {
  const { trans } = useTrans();
  const remove = useRemoveFromLibrary('track');
  const entries: ItemMenuEntry[] = [...useTrackMenuEntries(tracks)];
  // One song's menu already has the like toggle; a selection gets one entry taking every song out.
  if (tracks.length > 1) {
    entries.push({
      id: 'remove-from-library',
      label: trans('Remove from your library'),
      icon: <HeartIcon filled />,
      onAction: () => remove(tracks.map((track) => track.id)),
    });
  }
  const label =
    tracks.length === 1 && tracks[0]
      ? trans('Options for :name', { name: tracks[0].name })
      : trans('{count, plural, one {Options for # track} other {Options for # tracks}}', {
          count: String(tracks.length),
        });
  return <ItemMenu aria-label={label} entries={entries} onAfterAction={onClose} />;
}
