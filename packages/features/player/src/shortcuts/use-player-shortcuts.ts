import { useEffect, useRef } from 'react';
import type { PlayerStore } from '../store/player-store';
import { SEEK_STEP_MS } from '../store/player-store';
import { type PlayerCommand, playerCommandFor } from './player-shortcuts';

/** Runs a command against the store; `show-shortcuts` is the caller's to handle. */
export function runPlayerCommand(
  store: PlayerStore,
  command: Exclude<PlayerCommand, 'show-shortcuts'>,
): void {
  switch (command) {
    case 'toggle-play':
      store.togglePlay();
      break;
    case 'seek-back':
      store.seekBy(-SEEK_STEP_MS);
      break;
    case 'seek-forward':
      store.seekBy(SEEK_STEP_MS);
      break;
    case 'previous':
      store.previous();
      break;
    case 'next':
      store.next();
      break;
    case 'toggle-mute':
      store.toggleMute();
      break;
  }
}

/**
 * The player's keyboard shortcuts on the whole page, while a track is cued. Shortcuts are ignored while typing and
 * inside widgets using the same keys (see `playerCommandFor`). Without `onShowShortcuts`, `?` is left to the page.
 */
export function usePlayerShortcuts(store: PlayerStore, onShowShortcuts?: () => void): void {
  const showRef = useRef(onShowShortcuts);
  showRef.current = onShowShortcuts;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = playerCommandFor(event);
      if (!command) return;
      if (command === 'show-shortcuts') {
        if (!showRef.current) return;
        event.preventDefault();
        showRef.current();
        return;
      }
      if (!store.getState().queue.cued) return;
      // Space would scroll the page, and arrows too.
      event.preventDefault();
      runPlayerCommand(store, command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
