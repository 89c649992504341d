import { lazy, Suspense, useEffect, useState } from 'react';
import { asksForShortcuts } from '../shortcuts/typing-target';
import { pageStorage } from '../store/page-storage';
import { usePlayerStoreIfMade, useSelectIfMade } from '../store/page-store-slot';
import { PLAYER_STORAGE_KEY } from '../store/player-storage-key';
import type { PlayerRootProps } from './PlayerRoot';

// The engine, the bar, the Media Session and the shortcuts load once there is something to play: a first visit
// with nothing cued (the sign-in page, the home page) never waits for them.
const PlayerRoot = lazy(() => import('./PlayerRoot').then((module) => ({ default: module.PlayerRoot })));

/**
 * The player for the shell's layout slot, loaded apart from the page when a track is cued (a queue restored from the
 * last visit, or the first play), the player has something to say, or the visitor asks for the shortcuts with `?`,
 * which then open once it has loaded. Nothing shows until then.
 */
export function DeferredPlayerRoot(props: PlayerRootProps) {
  const needed = useNeeded();
  const [wanted, setWanted] = useState(false);
  const [askedForShortcuts, setAskedForShortcuts] = useState(false);
  if (!wanted && needed) setWanted(true);

  useEffect(() => {
    if (wanted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!asksForShortcuts(event)) return;
      event.preventDefault();
      setAskedForShortcuts(true);
      setWanted(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PlayerRoot {...props} {...(askedForShortcuts ? { initialPanel: 'shortcuts' as const } : {})} />
    </Suspense>
  );
}

/** Whether the last visit left a saved player, which the store alone can read (and may find nothing cued in). */
function hasSavedPlayer(): boolean {
  try {
    return pageStorage()?.getItem(PLAYER_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

/**
 * Whether a track is cued or the player has something to say. The store and its saved queue load apart from the
 * first page: until a play makes the page's store (or one is provided), nothing can be cued, unless the last visit
 * saved a player, which the store then restores.
 */
function useNeeded(): boolean {
  const store = usePlayerStoreIfMade();
  useEffect(() => {
    if (store || !hasSavedPlayer()) return;
    void import('../store/page-store').then((module) => module.pagePlayerStore());
  }, [store]);
  return useSelectIfMade((state) => state.queue.cued !== null || state.error !== null, false);
}
