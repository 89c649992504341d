import { useHttpClient } from '@tonearm/client/react';
import { DeferredPlayerRoot } from '@tonearm/player';
import { useMemo } from 'react';

const calls = () => import('./player-calls');

/**
 * The player in the shell's slot, with its plays logged, its lyrics fetched and an ended queue continued with its
 * last track's radio, through the app's HTTP client.
 */
export function PlayerSlot() {
  const http = useHttpClient();
  const callbacks = useMemo(
    () => ({
      logPlay: async (trackId: number) => (await calls()).logPlay(http, trackId),
      lyricsFor: async (trackId: number) => (await calls()).lyricsFor(http, trackId),
      loadMoreTracks: async (_queueId: string, lastTrackId: number) =>
        (await calls()).radioAfter(http, lastTrackId),
    }),
    [http],
  );
  return <DeferredPlayerRoot {...callbacks} />;
}
