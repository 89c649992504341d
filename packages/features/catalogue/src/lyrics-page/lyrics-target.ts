import type { Lyric } from '@tonearm/client/contract';
import type { Lyrics } from '@tonearm/player';

/**
 * The track whose lyrics `/lyrics` shows: the one named by `?track=` (a track menu's "Lyrics"), else the one in
 * the player; `null` when neither is there. A `?track=` that is no id is ignored.
 */
export function lyricsTrackId(trackParam: string | null, cuedTrackId: number | null): number | null {
  if (trackParam && /^\d+$/.test(trackParam) && Number(trackParam) > 0) return Number(trackParam);
  return cuedTrackId;
}

/** The server's lyrics as the player's lyrics panel reads them. */
export function toPlayerLyrics(lyric: Lyric): Lyrics {
  return {
    synced: lyric.is_synced,
    lines: lyric.lines.map((line) => ({ timeMs: line.time, text: line.text })),
  };
}
