import type { Track } from '@tonearm/client/contract';
import type { PlayerTrack } from '@tonearm/player';

/** The one mapping from the contract's track to the player's: `null` when the track has no audio to play. */
export function toPlayerTrack(track: Track): PlayerTrack | null {
  if (!track.src) return null;
  const replayGain = {
    trackGainDb: track.replay_gain_db ?? null,
    trackPeak: track.replay_gain_peak ?? null,
    albumGainDb: track.album_replay_gain_db ?? null,
    albumPeak: track.album_replay_gain_peak ?? null,
  };
  return {
    id: track.id,
    name: track.name,
    artists: track.artists.map(({ id, name }) => ({ id, name })),
    ...(track.album
      ? { album: { id: track.album.id, name: track.album.name, image: track.album.image } }
      : {}),
    image: track.image,
    src: track.src,
    durationMs: track.duration,
    // Only tracks whose file carried ReplayGain are levelled; the rest keep the queue (and its saved copy) small.
    ...(Object.values(replayGain).some((value) => value !== null) ? { replayGain } : {}),
  };
}

/** The tracks that can be played, in order, as the player and the track lists take them. */
export function playableTracks(tracks: readonly Track[]): PlayerTrack[] {
  return tracks.flatMap((track) => {
    const playable = toPlayerTrack(track);
    return playable ? [playable] : [];
  });
}
