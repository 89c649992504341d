import type { Track } from '@tonearm/client/contract';
import { usePlayerActions } from '@tonearm/player';
import { useMemo } from 'react';
import { playableTracks } from '../player-tracks/to-player-track';
import { TrackList } from '../track-list/TrackList';
import { TrackMenu } from '../track-menu/TrackMenu';

export interface ChannelTracksProps {
  tracks: readonly Track[];
  queueId: string;
  labelledBy: string;
  /** A table shows each track's album; a list leaves it out. */
  layout: 'trackList' | 'trackTable';
}

/** A channel's tracks as a virtualized list that plays as one queue. */
export function ChannelTracks({ tracks, queueId, labelledBy, layout }: ChannelTracksProps) {
  const player = usePlayerActions();
  const playable = useMemo(() => playableTracks(tracks), [tracks]);
  return (
    <TrackList
      aria-labelledby={labelledBy}
      tracks={playable}
      showAlbum={layout === 'trackTable'}
      onPlay={(startIndex) => player.playQueue({ tracks: playable, startIndex, queueId })}
      renderMenu={(menuTracks, onClose) => <TrackMenu tracks={menuTracks} onClose={onClose} />}
      className={playable.length > 8 ? 'h-[min(70vh,40rem)]' : 'max-h-[min(70vh,40rem)]'}
    />
  );
}
