import type { QueueEntry } from '../store/player-track';

/**
 * What a queue plays from, read from its id (`album.12`, `artist.3`, `playlist.7`, `channel.new-releases`…) and
 * the cued track: the album's or artist's name when the track carries it, else only the kind of list.
 */
export function queueSource(
  queueId: string | null,
  cued: QueueEntry | null,
): { kind: string | null; name: string | null } {
  if (!queueId) return { kind: null, name: null };
  const [kind = '', id = ''] = queueId.split(/[.:]/);
  const track = cued?.track;
  if (kind === 'album' && track?.album && String(track.album.id) === id)
    return { kind, name: track.album.name };
  if (kind === 'artist') {
    const artist = track?.artists.find((candidate) => String(candidate.id) === id);
    return { kind, name: artist?.name ?? null };
  }
  if (kind === 'track' && track && String(track.id) === id) return { kind, name: track.name };
  return { kind, name: null };
}
