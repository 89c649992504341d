import { lazy, Suspense } from 'react';
import type { PlayerRootProps } from './PlayerRoot';

// The engine, the bar and its panels load after the page: a first visit (the sign-in page) never waits for them.
const PlayerRoot = lazy(() => import('./PlayerRoot').then((module) => ({ default: module.PlayerRoot })));

/** The player for the shell's layout slot, loaded apart from the first page; nothing shows until it has loaded. */
export function DeferredPlayerRoot(props: PlayerRootProps) {
  return (
    <Suspense fallback={null}>
      <PlayerRoot {...props} />
    </Suspense>
  );
}
