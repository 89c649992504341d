import type { PlayerTrack } from '@tonearm/player';

/**
 * The tracks a row's menu acts on: every selected track in list order when the row is part of the selection,
 * else the row's track alone (desktop file managers and music players behave the same).
 */
export function tracksForMenu<Track extends Pick<PlayerTrack, 'id'>>(
  tracks: readonly Track[],
  selectedKeys: ReadonlySet<string | number>,
  track: Track,
): Track[] {
  if (!selectedKeys.has(track.id) || selectedKeys.size < 2) return [track];
  return tracks.filter((candidate) => selectedKeys.has(candidate.id));
}
