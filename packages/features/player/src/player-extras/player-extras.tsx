import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { Lyrics } from '../lyrics/current-lyric-line';
import type { PlayerTrack } from '../store/player-track';

/**
 * What the app lends the player from other features, which the player does not depend on: its calls to the
 * server, where a track and an artist live, the like button, and saving the queue as a playlist.
 */
export interface PlayerExtras {
  /** Records one play of a track. @default undefined */
  logPlay?: (trackId: number) => Promise<void>;
  /** Told when a cued track first sounds (the app keeps recent plays for offline listening). @default undefined */
  playStarted?: (track: PlayerTrack) => void;
  /** Fetches a track's lyrics. @default undefined */
  lyricsFor?: (trackId: number) => Promise<Lyrics | null>;
  /** Finds what plays after a queue that ran out (its last track's radio). @default undefined */
  loadMoreTracks?: (queueId: string, lastTrackId: number) => Promise<PlayerTrack[]>;
  /** The address of a track's page; without it the bar writes the name as text. @default undefined */
  trackHref?: (track: PlayerTrack) => string;
  /** The address of an artist's page; without it the bar writes the names as text. @default undefined */
  artistHref?: (artist: PlayerTrack['artists'][number]) => string;
  /** The address of the lyrics page, which follows the playing track. @default undefined */
  lyricsHref?: string;
  /** A like button for the cued track. @default undefined */
  LikeButton?: ComponentType<{ track: PlayerTrack }>;
  /**
   * Saves tracks as a new playlist named `name` (the queue panel's "Save as playlist"), answering its name and
   * address. @default undefined
   */
  saveAsPlaylist?: (tracks: PlayerTrack[], name: string) => Promise<{ name: string; href: string }>;
}

const PlayerExtrasContext = createContext<PlayerExtras>({});

/** Gives the player's surfaces the app's extras. */
export function PlayerExtrasProvider({ extras, children }: { extras: PlayerExtras; children: ReactNode }) {
  return <PlayerExtrasContext.Provider value={extras}>{children}</PlayerExtrasContext.Provider>;
}

/** The extras the app lent the player; none in a bare player. */
export function usePlayerExtras(): PlayerExtras {
  return useContext(PlayerExtrasContext);
}
