import type { Track } from '@tonearm/client/contract';
import type { PlayerTrack } from '@tonearm/player';

/** The one mapping from the contract's track to the player's: `null` when the track has no audio to play. */
export function toPlayerTrack(track: Track): PlayerTrack | null {
  if (!track.src) return null;
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
  };
}

/** The tracks that can be played, in order, as the player and the track lists take them. */
export function playableTracks(tracks: readonly Track[]): PlayerTrack[] {
  return tracks.flatMap((track) => {
    const playable = toPlayerTrack(track);
    return playable ? [playable] : [];
  });
}
