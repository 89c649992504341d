import type { PlayerTrack } from '@tonearm/player';
import { useTrans } from '@tonearm/shell';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../icons/icons';
import { ItemMenu, type ItemMenuEntry } from '../item-menu/ItemMenu';
import { useTrackMenuEntries } from '../track-menu/use-track-menu-entries';

export interface PlaylistTrackMenuProps {
  tracks: readonly PlayerTrack[];
  /** Where the one track stands in the list; moves are offered for a single track. */
  index: number;
  count: number;
  /** Whether the listener may change the playlist's tracks. */
  canEdit: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (tracks: readonly PlayerTrack[]) => void;
  onClose: () => void;
}

/** A track's menu on a playlist page: the usual track entries, and for its editors move up, move down and remove. */
export function PlaylistTrackMenu({
  tracks,
  index,
  count,
  canEdit,
  onMove,
  onRemove,
  onClose,
}: PlaylistTrackMenuProps) {
  const { trans } = useTrans();
  const entries: ItemMenuEntry[] = [...useTrackMenuEntries(tracks)];
  if (canEdit) {
    if (tracks.length === 1 && index > 0) {
      entries.push({
        id: 'move-up',
        label: trans('Move up'),
        icon: <ArrowUpIcon />,
        onAction: () => onMove(index, index - 1),
      });
    }
    if (tracks.length === 1 && index >= 0 && index < count - 1) {
      entries.push({
        id: 'move-down',
        label: trans('Move down'),
        icon: <ArrowDownIcon />,
        onAction: () => onMove(index, index + 1),
      });
    }
    entries.push({
      id: 'remove-from-playlist',
      label: trans('Remove from playlist'),
      icon: <TrashIcon />,
      onAction: () => onRemove(tracks),
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
