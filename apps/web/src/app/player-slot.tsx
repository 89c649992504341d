import { useHttpClient } from '@tonearm/client/react';
import { DeferredPlayerRoot } from '@tonearm/player';
import { useCallback } from 'react';

/**
 * The player in the shell's slot. Its calls (plays logged, lyrics, an ended queue continued with its last track's
 * radio) go through the app's HTTP client, and its links, like button and playlists come from the catalogue: all
 * of it loads with the player (`player-services.tsx`), out of every first visit.
 */
export function PlayerSlot() {
  const http = useHttpClient();
  const loadExtras = useCallback(
    async () => (await import('./player-services')).playerServices(http),
    [http],
  );
  return <DeferredPlayerRoot loadExtras={loadExtras} />;
}
