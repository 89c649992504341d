import { isHttpError } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { DeferredPlayerRoot, type Lyrics } from '@tonearm/player';
import { useMemo } from 'react';

/** The player in the shell's slot, with its plays logged and its lyrics fetched through the app's HTTP client. */
export function PlayerSlot() {
  const http = useHttpClient();
  const callbacks = useMemo(
    () => ({
      logPlay: async (trackId: number) => {
        // The calls load with the first play, out of every first visit.
        const { logTrackPlay } = await import('@tonearm/client/calls');
        await logTrackPlay(http, trackId);
      },
      lyricsFor: async (trackId: number): Promise<Lyrics | null> => {
        const { getTrackLyrics } = await import('@tonearm/client/calls');
        try {
          const { lyric } = await getTrackLyrics(http, trackId);
          return {
            synced: lyric.is_synced,
            lines: lyric.lines.map((line) => ({ timeMs: line.time, text: line.text })),
          };
        } catch (error) {
          // A track without lyrics answers 404: the view says there are none.
          if (isHttpError(error) && error.status === 404) return null;
          throw error;
        }
      },
    }),
    [http],
  );
  return <DeferredPlayerRoot {...callbacks} />;
}
