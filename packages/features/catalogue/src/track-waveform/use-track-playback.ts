import type { Track } from '@tonearm/client/contract';
import { usePlayerActions, usePlayerSelector, usePlayerStore } from '@tonearm/player';
import { useMemo } from 'react';
import { toPlayerTrack } from '../player-tracks/to-player-track';

export interface TrackPlayback {
  /** Whether the track is the player's current track. */
  isCurrent: boolean;
  /** The player's position in the track while it is current, else 0. */
  positionMs: number;
  /** The track's length: the media's once it is current, else the catalogue's. */
  durationMs: number;
  /** Moves the player to `positionMs` when the track is current; otherwise plays the track from there. */
  seek: (positionMs: number) => void;
}

/** The player as one track's page sees it: whether that track is playing, where, and how to move in it. */
export function useTrackPlayback(track: Track): TrackPlayback {
  const store = usePlayerStore();
  const actions = usePlayerActions();
  const isCurrent = usePlayerSelector((state) => state.queue.cued?.track.id === track.id);
  const positionMs = usePlayerSelector((state) =>
    state.queue.cued?.track.id === track.id ? state.positionMs : 0,
  );
  const mediaDurationMs = usePlayerSelector((state) =>
    state.queue.cued?.track.id === track.id ? state.durationMs : 0,
  );
  const durationMs = mediaDurationMs > 0 ? mediaDurationMs : track.duration;
  const playable = useMemo(() => toPlayerTrack(track), [track]);
  return {
    isCurrent,
    positionMs,
    durationMs,
    seek: (target) => {
      if (isCurrent) {
        store.seek(target);
        return;
      }
      if (!playable) return;
      actions.playQueue({ tracks: [playable], queueId: `track.${track.id}` });
      // playQueue refuses visitors who may not play music; only a track that became current moves.
      if (store.getState().queue.cued?.track.id === track.id) store.seek(target);
    },
  };
}
