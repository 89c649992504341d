import { useIsMobile } from '@tonearm/ui';
import { useEffect, useRef } from 'react';
import type { PlayerState, PlayerStore } from '../store/player-store';

/** What tells one queue from the next: its id, else its first entry (a queue started without an id). */
const queueKey = (state: PlayerState) => `${state.queue.queueId ?? ''}|${state.queue.original[0]?.key ?? ''}`;

/**
 * On a phone, opens the now-playing view each time a new queue starts playing, when the site asks for it
 * (`settings.player.mobile_auto_open_overlay`). The next track of the same queue, or a queue restored paused from
 * the last visit, leaves the page as it is.
 */
export function useOpenOnPhonePlay(store: PlayerStore, enabled: boolean, open: () => void): void {
  const isPhone = useIsMobile();
  const opened = useRef<string | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (!enabled || !isPhone) return;
    const check = () => {
      const state = store.getState();
      if (!state.playing || state.queue.cued === null) return;
      const key = queueKey(state);
      if (key === opened.current) return;
      opened.current = key;
      openRef.current();
    };
    check();
    return store.subscribe(check);
  }, [store, enabled, isPhone]);
}
