import type { ReplayGainFacts } from '@tonearm/client/rules';

/**
 * A track as the player needs it, decoupled from the catalogue's contract: pages map their tracks to this shape.
 */
export interface PlayerTrack {
  id: number;
  name: string;
  artists: { id: number; name: string }[];
  album?: { id: number; name: string; image?: string | null };
  image?: string | null;
  /** The audio's address, streamed by a media element. */
  src: string;
  durationMs: number;
  mime?: string;
  /** Its ReplayGain, by which the player levels its loudness; unknown gains leave it as it is. */
  replayGain?: ReplayGainFacts;
}

/** One place in the queue: the same track can be queued twice, so entries carry their own key. */
export interface QueueEntry {
  key: string;
  track: PlayerTrack;
}

/** The artwork to show for a track: its own image, else its album's. */
export function trackArtwork(track: PlayerTrack): string | null {
  return track.image ?? track.album?.image ?? null;
}

/** The artists' names joined for display ("Nina Simone, Duke Ellington"). */
export function artistNames(track: PlayerTrack): string {
  return track.artists.map((artist) => artist.name).join(', ');
}
