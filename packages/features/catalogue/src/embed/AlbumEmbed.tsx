import { getAlbum } from '@tonearm/client';
import type { Album } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useCatalogueQuery } from '../data/use-catalogue-query';
import { albumLink, artistLink } from '../links/links';
import { usePageMeta } from '../page-meta/use-page-meta';
import { playableTracks } from '../player-tracks/to-player-track';
import { EmbedPlayer } from './EmbedPlayer';
import { EmbedState } from './EmbedState';
import { EmbedTrackList } from './EmbedTrackList';
import { useEmbedPlayer } from './use-embed-player';

/**
 * `/album/{albumId}/{artistName}/{albumName}/embed` (doc 001 §2): an album's compact player with its track list,
 * made to be framed anywhere.
 */
export function AlbumEmbed() {
  const id = Number(useParams().albumId);
  const query = useCatalogueQuery(Number.isInteger(id) ? ['album', id] : null, (http) => getAlbum(http, id));
  return <EmbedState {...query}>{({ album }) => <AlbumEmbedView album={album} />}</EmbedState>;
}

function AlbumEmbedView({ album }: { album: Album }) {
  const { trans } = useTrans();
  const tracks = useMemo(() => playableTracks(album.tracks ?? []), [album.tracks]);
  const queueId = `album.${album.id}`;
  const player = useEmbedPlayer({ tracks, queueId });
  const artistNames = album.artists.map((artist) => artist.name).join(', ');
  usePageMeta(
    artistNames ? `${album.name} - ${artistNames}` : album.name,
    trans('Listen to :album by :artist.', { album: album.name, artist: artistNames }),
  );
  return (
    <EmbedPlayer
      player={player}
      title={album.name}
      href={albumLink(album, album.artists[0]?.name)}
      artists={album.artists.map((artist) => ({ name: artist.name, href: artistLink(artist) }))}
      image={album.image}
      showSkip
    >
      {tracks.length > 0 ? (
        <EmbedTrackList tracks={tracks} queueId={queueId} />
      ) : (
        <p className="text-muted-foreground text-sm">{trans('This album has no tracks yet')}</p>
      )}
    </EmbedPlayer>
  );
}
