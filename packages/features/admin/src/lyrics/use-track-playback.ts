import type { AdminTrackChoice } from '@tonearm/client/contract';
import { type PlayerTrack, usePlayerActions, usePlayerSelector, usePlayerStore } from '@tonearm/player';
import { useCallback, useEffect, useState } from 'react';
import { PlayingClock } from './playing-position';

/** A picked track as the app's player queues it; null when it has no audio. */
export function pickedPlayerTrack(track: AdminTrackChoice): PlayerTrack | null {
  if (!track.src) return null;
  return {
    id: track.id,
    name: track.name,
    artists: track.artist ? [track.artist] : [],
    image: track.image,
    src: track.src,
    durationMs: track.duration,
  };
}

/**
 * The picked track in the app's player: whether it is the one cued and playing, its position (read a few times a
 * second for the display, and to the moment for a stamp), and playing or pausing it.
 */
export function useTrackPlayback(track: AdminTrackChoice | null) {
  const player = usePlayerActions();
  const store = usePlayerStore();
  const trackId = track?.id ?? null;
  const isCued = usePlayerSelector((state) => trackId !== null && state.queue.cued?.track.id === trackId);
  const playing = usePlayerSelector((state) => state.playing);
  const positionMs = usePlayerSelector((state) => state.positionMs);
  const [clock] = useState(() => new PlayingClock());
  useEffect(() => {
    const report = () => {
      const { positionMs: at, durationMs, playing: on, buffering } = store.getState();
      clock.report({ positionMs: at, durationMs, playing: on, buffering });
    };
    report();
    return store.subscribe(report);
  }, [store, clock]);

  const playable = track ? pickedPlayerTrack(track) : null;
  const toggle = useCallback(() => {
    if (!playable) return;
    if (isCued) player.togglePlay();
    else player.playQueue({ tracks: [playable], queueId: `lyrics:${playable.id}` });
  }, [isCued, playable, player]);

  return {
    canPlay: playable !== null,
    isCued,
    isPlaying: isCued && playing,
    positionMs: isCued ? positionMs : 0,
    toggle,
    /** The position at this moment, for a stamp. */
    positionNow: () => clock.positionMs(),
  };
}
