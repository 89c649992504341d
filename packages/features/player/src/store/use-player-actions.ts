import { hasPermission } from '@tonearm/client/rules';
import { useBootstrapData, useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useMemo } from 'react';
import { warmPlayer } from '../player-root/warm-player';
import { usePlayerStoreIfMade, useSelectIfMade } from './page-store-slot';
import type { PlayerStore } from './player-store';
import type { PlayerTrack } from './player-track';

/** The permission that lets a visitor hear music. */
export const PLAY_PERMISSION = 'music.play';

export interface PlayerActions {
  /** Replaces the queue with `tracks` and plays the one at `startIndex` (default 0). */
  playQueue(input: { tracks: PlayerTrack[]; startIndex?: number; queueId?: string }): void;
  /** Plays `tracks` right after the current track, before the rest of the queue. */
  playNext(tracks: PlayerTrack[]): void;
  /** Adds `tracks` to the end of the queue. */
  addToQueue(tracks: PlayerTrack[]): void;
  /** Pauses, or plays the cued track. */
  togglePlay(): void;
}

/**
 * The player's actions for pages (play buttons, track menus). Each checks `music.play` first and, without it,
 * says why nothing plays instead of failing silently.
 */
export function usePlayerActions(): PlayerActions {
  const store = usePlayerStoreIfMade();
  const { user, guest_role, settings } = useBootstrapData();
  const { trans } = useTrans();
  return useMemo(() => {
    const allowed = () => {
      if (hasPermission({ user, guestRole: guest_role }, PLAY_PERMISSION)) return true;
      toast.danger(
        user
          ? trans('Your account cannot play music. Upgrade your plan to listen.')
          : trans('Log in or create an account to play music.'),
      );
      return false;
    };
    // The page's store (and the queue it restores) loads with the first action, out of the first page.
    const withStore = (act: (ready: PlayerStore) => void) => {
      if (!allowed()) return;
      if (store) return act(store);
      warmPlayer();
      void import('./page-store').then((module) => {
        const made = module.pagePlayerStore(settings);
        act(made);
        module.startPageEngine(made);
      });
    };
    return {
      playQueue: (input) => withStore((ready) => ready.playQueue(input)),
      playNext: (tracks) => withStore((ready) => ready.playNext(tracks)),
      addToQueue: (tracks) => withStore((ready) => ready.addToQueue(tracks)),
      togglePlay: () => withStore((ready) => ready.togglePlay()),
    };
  }, [store, user, guest_role, settings, trans]);
}

/** Whether a track is the cued one and whether it is playing: for play/pause buttons in track lists. */
export function usePlaybackOf(trackId: number): { isCued: boolean; isPlaying: boolean } {
  const isCued = useSelectIfMade((state) => state.queue.cued?.track.id === trackId, false);
  const isPlaying = useSelectIfMade((state) => state.playing, false);
  return { isCued, isPlaying: isCued && isPlaying };
}

/** Whether the queue started with `queueId` (an album, a playlist) is the one playing: for its big play button. */
export function useQueueIsPlaying(queueId: string): boolean {
  return useSelectIfMade((state) => state.playing && state.queue.queueId === queueId, false);
}
