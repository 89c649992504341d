import { useHttpClient } from '@tonearm/client/react';
import {
  bindMediaSession,
  type CreateMedia,
  createAudioElement,
  PlaybackEngine,
  PlayerStore,
  type PlayerTrack,
  usePlayerShortcuts,
} from '@tonearm/player';
import { useEffect, useState } from 'react';

export interface EmbedPlayerOptions {
  /** What the embed plays, in order: one track, or an album's tracks. */
  tracks: PlayerTrack[];
  /** Names the queue, e.g. `album.5`. */
  queueId: string;
  /**
   * Makes the engine's media elements; stories pass their own.
   * @default two `<audio>` elements
   */
  createMedia?: CreateMedia;
}

/**
 * The embed's own player: a store apart from the site's (an embed never reads or overwrites the queue a visitor
 * keeps on the site, which shares its storage when framed there), with the tracks cued and paused. The engine,
 * and with it every download, starts at the first press of play: a page with ten embeds loads no audio until a
 * visitor asks for it. Plays are logged like the site's; the keyboard shortcuts and the Media Session work too.
 */
export function useEmbedPlayer({
  tracks,
  queueId,
  createMedia = createAudioElement,
}: EmbedPlayerOptions): PlayerStore {
  const http = useHttpClient();
  const [store] = useState(() => {
    const embedStore = new PlayerStore();
    embedStore.cueQueue({ tracks, queueId });
    return embedStore;
  });

  useEffect(() => {
    let started = false;
    let engine: PlaybackEngine | null = null;
    let unbindSession: (() => void) | null = null;
    const startOnFirstPlay = () => {
      if (started || !store.getState().playing) return;
      // Set first: the engine reports to the store while it is being made, which calls this again.
      started = true;
      engine = new PlaybackEngine({
        store,
        createMedia,
        // A lost play count must never stop the music.
        onPlayStarted: (entry) =>
          void import('@tonearm/client/calls')
            .then(({ logTrackPlay }) => logTrackPlay(http, entry.track.id))
            .catch(() => undefined),
      });
      if ('mediaSession' in navigator) unbindSession = bindMediaSession(store, navigator.mediaSession);
    };
    const unsubscribe = store.subscribe(startOnFirstPlay);
    startOnFirstPlay();
    return () => {
      unsubscribe();
      unbindSession?.();
      engine?.dispose();
    };
  }, [store, createMedia, http]);

  usePlayerShortcuts(store);
  return store;
}
