import { getTrack } from '@tonearm/client';
import type { Track } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useCatalogueQuery } from '../data/use-catalogue-query';
import { albumLink, artistLink, trackLink } from '../links/links';
import { usePageMeta } from '../page-meta/use-page-meta';
import { toPlayerTrack } from '../player-tracks/to-player-track';
import { EmbedPlayer } from './EmbedPlayer';
import { EmbedState } from './EmbedState';
import { NewTabLink } from './NewTabLink';
import { useEmbedPlayer } from './use-embed-player';

/** `/track/{trackId}/{trackName}/embed` (doc 001 §2): one track's compact player, made to be framed anywhere. */
export function TrackEmbed() {
  const id = Number(useParams().trackId);
  const query = useCatalogueQuery(Number.isInteger(id) ? ['track', id] : null, (http) => getTrack(http, id));
  return <EmbedState {...query}>{({ track }) => <TrackEmbedView track={track} />}</EmbedState>;
}

function TrackEmbedView({ track }: { track: Track }) {
  const { trans } = useTrans();
  const tracks = useMemo(() => {
    const playable = toPlayerTrack(track);
    return playable ? [playable] : [];
  }, [track]);
  const player = useEmbedPlayer({ tracks, queueId: `track.${track.id}` });
  const artistNames = track.artists.map((artist) => artist.name).join(', ');
  usePageMeta(
    artistNames ? `${track.name} - ${artistNames}` : track.name,
    trans('Listen to :track by :artist.', { track: track.name, artist: artistNames }),
  );
  return (
    <EmbedPlayer
      player={player}
      title={track.name}
      href={trackLink(track)}
      artists={track.artists.map((artist) => ({ name: artist.name, href: artistLink(artist) }))}
      image={track.image ?? track.album?.image}
    >
      {track.album && (
        <p className="truncate text-muted-foreground text-xs [@media(max-height:199px)]:hidden">
          {trans('From')}{' '}
          <NewTabLink href={albumLink(track.album, track.artists[0]?.name)}>{track.album.name}</NewTabLink>
        </p>
      )}
    </EmbedPlayer>
  );
}
