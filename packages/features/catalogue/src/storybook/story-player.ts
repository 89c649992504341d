import { useSyncExternalStore } from 'react';
import { fn } from 'storybook/test';
import type { PlayerActions, PlayerBinding, PlayerTrack } from '../player-binding/player-binding';

/**
 * A player for stories: it keeps a queue and the cued track in memory (no audio) and records every command, so a
 * story can check what a page asked the player to do and see the rows follow.
 */
export function createStoryPlayer() {
  let state = {
    queue: [] as PlayerTrack[],
    cuedId: null as number | null,
    queueId: null as string | null,
    playing: false,
  };
  const listeners = new Set<() => void>();
  const set = (next: Partial<typeof state>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const calls = {
    playQueue: fn<PlayerActions['playQueue']>(),
    playNext: fn<PlayerActions['playNext']>(),
    addToQueue: fn<PlayerActions['addToQueue']>(),
    togglePlay: fn<PlayerActions['togglePlay']>(),
  };
  const actions: PlayerActions = {
    playQueue: (options) => {
      calls.playQueue(options);
      const cued = options.tracks[options.startIndex ?? 0];
      set({
        queue: options.tracks,
        cuedId: cued?.id ?? null,
        queueId: options.queueId ?? null,
        playing: true,
      });
    },
    playNext: (tracks) => {
      calls.playNext(tracks);
      set({ queue: [...tracks, ...state.queue] });
    },
    addToQueue: (tracks) => {
      calls.addToQueue(tracks);
      set({ queue: [...state.queue, ...tracks] });
    },
    togglePlay: () => {
      calls.togglePlay();
      set({ playing: !state.playing });
    },
  };
  const binding: PlayerBinding = {
    usePlayerActions: () => actions,
    usePlaybackOf: (trackId) => {
      const isCued = useSyncExternalStore(subscribe, () => state.cuedId === trackId);
      const isPlaying = useSyncExternalStore(subscribe, () => state.cuedId === trackId && state.playing);
      return { isCued, isPlaying };
    },
    useQueueIsPlaying: (queueId) =>
      useSyncExternalStore(subscribe, () => state.queueId === queueId && state.playing),
  };
  return {
    binding,
    calls,
    reset: () => {
      set({ queue: [], cuedId: null, queueId: null, playing: false });
      for (const call of Object.values(calls)) call.mockClear();
    },
  };
}
