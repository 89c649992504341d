import { playableTracks } from '@tonearm/catalogue';
import { type HttpClient, isHttpError } from '@tonearm/client';
import { getRadio, getTrackLyrics, logTrackPlay } from '@tonearm/client/calls';
import type { Lyrics, PlayerTrack } from '@tonearm/player';

// The player's calls load with its first use, out of every first visit: `player-slot.tsx` imports this file lazily.

/** Records one play of a track. */
export function logPlay(http: HttpClient, trackId: number): Promise<void> {
  return logTrackPlay(http, trackId).then(() => undefined);
}

/** A track's lyrics as the player shows them, `null` for a track without any (the server answers 404). */
export async function lyricsFor(http: HttpClient, trackId: number): Promise<Lyrics | null> {
  try {
    const { lyric } = await getTrackLyrics(http, trackId);
    return {
      synced: lyric.is_synced,
      lines: lyric.lines.map((line) => ({ timeMs: line.time, text: line.text })),
    };
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}

/** What plays after a queue that ran out: its last track's radio, without that track, which has just played. */
export async function radioAfter(http: HttpClient, lastTrackId: number): Promise<PlayerTrack[]> {
  const radio = await getRadio(http, 'track', lastTrackId);
  return playableTracks(radio.recommendations).filter((track) => track.id !== lastTrackId);
}
