import {
  artistLink,
  LikeButton,
  lyricsLink,
  playableTracks,
  playlistLink,
  trackLink,
} from '@tonearm/catalogue';
import { type HttpClient, isHttpError } from '@tonearm/client';
import {
  addTracksToPlaylist,
  createPlaylist,
  getRadio,
  getTrackLyrics,
  logTrackPlay,
} from '@tonearm/client/calls';
import { type Lyrics, type PlayerExtras, type PlayerTrack, pagePlayerStore } from '@tonearm/player';

// The player's calls and extras load with its first use, out of every first visit: `player-slot.tsx` imports this
// file lazily.

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

/** The like button of the player's track: the catalogue's, which keeps the library in step everywhere. */
function PlayerLikeButton({ track }: { track: PlayerTrack }) {
  return <LikeButton type="track" id={track.id} name={track.name} />;
}

/**
 * How long a track plays before it is kept as a recent play: its download then no longer competes with the start
 * of the stream, and a track skipped at once is not kept.
 */
export const RECENT_PLAY_DELAY_MS = 10_000;

/** Keeps a track still cued after a while among the recent plays, for listening without a network. */
export function keepRecentPlay(track: PlayerTrack): void {
  setTimeout(() => {
    if (pagePlayerStore().getState().queue.cued?.track.id !== track.id) return;
    void import('@tonearm/player/offline').then(({ pageOfflineLibrary }) =>
      pageOfflineLibrary()?.keep(track, 'recent'),
    );
  }, RECENT_PLAY_DELAY_MS);
}

/** The server takes at most this many tracks per call to a playlist. */
const TRACKS_PER_CALL = 500;

/** What the app lends the player: its calls, and from the catalogue links, the like button and playlists. */
export function playerServices(http: HttpClient): PlayerExtras {
  return {
    logPlay: (trackId) => logPlay(http, trackId),
    playStarted: keepRecentPlay,
    lyricsFor: (trackId) => lyricsFor(http, trackId),
    loadMoreTracks: (_queueId, lastTrackId) => radioAfter(http, lastTrackId),
    trackHref: trackLink,
    artistHref: artistLink,
    lyricsHref: lyricsLink(),
    LikeButton: PlayerLikeButton,
    saveAsPlaylist: async (tracks, name) => {
      const { playlist } = await createPlaylist(http, { name });
      const ids = [...new Set(tracks.map((track) => track.id))];
      for (let start = 0; start < ids.length; start += TRACKS_PER_CALL) {
        await addTracksToPlaylist(http, playlist.id, ids.slice(start, start + TRACKS_PER_CALL));
      }
      return { name: playlist.name, href: playlistLink(playlist) };
    },
  };
}
