import type { PlayerTrack } from '@tonearm/player';
import { useTrans } from '@tonearm/shell';
import { ItemMenu } from '../item-menu/ItemMenu';
import { useTrackMenuEntries } from './use-track-menu-entries';

export interface TrackMenuProps {
  /** The tracks the menu acts on: one row, or the rows selected together. */
  tracks: readonly PlayerTrack[];
  /** Called after an entry was chosen. @default undefined */
  onClose?: () => void;
}

/** The menu of one track or of several selected together (doc 001 §1: the web player's track actions). */
export function TrackMenu({ tracks, onClose }: TrackMenuProps) {
  const { trans } = useTrans();
  const entries = useTrackMenuEntries(tracks);
  const label =
    tracks.length === 1 && tracks[0]
      ? trans('Options for :name', { name: tracks[0].name })
      : trans('{count, plural, one {Options for # track} other {Options for # tracks}}', {
          count: String(tracks.length),
        });
  return <ItemMenu aria-label={label} entries={entries} {...(onClose ? { onAfterAction: onClose } : {})} />;
}
