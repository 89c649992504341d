import { useEffect, useState } from 'react';
import type { Lyrics } from './current-lyric-line';

/** Fetches a track's lyrics. */
export type LyricsFor = (trackId: number) => Promise<Lyrics | null>;

export type LyricsState =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'loaded'; lyrics: Lyrics | null };

/** The lyrics of `trackId` while `enabled`; a later track's answer never shows under an earlier one. */
export function useLyrics(
  lyricsFor: LyricsFor | undefined,
  trackId: number | null,
  enabled: boolean,
): LyricsState {
  const [state, setState] = useState<LyricsState & { trackId?: number | null }>({ status: 'idle' });
  useEffect(() => {
    if (!enabled || trackId === null || !lyricsFor) return;
    let current = true;
    setState({ status: 'loading', trackId });
    lyricsFor(trackId).then(
      (lyrics) => {
        if (current) setState({ status: 'loaded', lyrics, trackId });
      },
      () => {
        if (current) setState({ status: 'failed', trackId });
      },
    );
    return () => {
      current = false;
    };
  }, [lyricsFor, trackId, enabled]);
  if (!lyricsFor || trackId === null) return { status: 'loaded', lyrics: null };
  return state.trackId === trackId ? state : { status: 'loading' };
}
