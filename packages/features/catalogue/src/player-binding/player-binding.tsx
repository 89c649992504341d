import { createContext, type ReactNode, useContext } from 'react';

/** A track as the player queues it (the player feature's `PlayerTrack`). */
export interface PlayerTrack {
  id: number;
  name: string;
  artists: { id: number; name: string }[];
  album?: { id: number; name: string; image?: string | null };
  image?: string | null;
  src: string;
  durationMs: number;
  mime?: string;
}

/** What the catalogue asks of the player. */
export interface PlayerActions {
  playQueue(options: { tracks: PlayerTrack[]; startIndex?: number; queueId?: string }): void;
  playNext(tracks: PlayerTrack[]): void;
  addToQueue(tracks: PlayerTrack[]): void;
  togglePlay(): void;
}

/**
 * The player as the catalogue reaches it: the player feature's hooks, handed in by the app so catalogue pages
 * stay independent of how playback is built. Each member is a React hook and must stay the same function.
 */
export interface PlayerBinding {
  usePlayerActions(): PlayerActions;
  usePlaybackOf(trackId: number): { isCued: boolean; isPlaying: boolean };
  useQueueIsPlaying(queueId: string): boolean;
}

const PlayerBindingContext = createContext<PlayerBinding | null>(null);

export interface PlayerBindingProviderProps {
  /** The player's hooks; keep the object stable. */
  binding: PlayerBinding;
  children: ReactNode;
}

/** Makes the player reachable from every catalogue screen below. */
export function PlayerBindingProvider({ binding, children }: PlayerBindingProviderProps) {
  return <PlayerBindingContext.Provider value={binding}>{children}</PlayerBindingContext.Provider>;
}

function useBinding(): PlayerBinding {
  const binding = useContext(PlayerBindingContext);
  if (!binding) throw new Error('Catalogue screens need a PlayerBindingProvider above them.');
  return binding;
}

/** Queue and playback commands of the player. */
export function usePlayerActions(): PlayerActions {
  return useBinding().usePlayerActions();
}

/** Whether the track is the player's current one, and whether it is sounding. */
export function usePlaybackOf(trackId: number): { isCued: boolean; isPlaying: boolean } {
  return useBinding().usePlaybackOf(trackId);
}

/** Whether the player is playing the queue started from the list named `queueId`. */
export function useQueueIsPlaying(queueId: string): boolean {
  return useBinding().useQueueIsPlaying(queueId);
}
