import { getAlbum } from '@tonearm/client';
import type { Album } from '@tonearm/client/contract';
import { usePlayerActions } from '@tonearm/player';
import { useTrans } from '@tonearm/shell';
import { useId, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { AdSlot } from '../ads/AdSlot';
import { AlbumMenuButton } from '../album-menu/AlbumMenuButton';
import { useCatalogueQuery } from '../data/use-catalogue-query';
import { formatDuration } from '../format/duration';
import { ItemHeader } from '../item-header/ItemHeader';
import { LikeButton } from '../like-button/LikeButton';
import { artistLink, tagLink } from '../links/links';
import { usePageMeta } from '../page-meta/use-page-meta';
import { PageState } from '../page-state/PageState';
import { PlayQueueButton } from '../playback/PlayQueueButton';
import { playableTracks } from '../player-tracks/to-player-track';
import { TrackList } from '../track-list/TrackList';
import { TrackMenu } from '../track-menu/TrackMenu';

/** `/album/{albumId}/{artistName}/{albumName}` (doc 001 §2): the album, its tracks, likes and tags. */
export function AlbumPage() {
  const id = Number(useParams().albumId);
  const query = useCatalogueQuery(Number.isInteger(id) ? ['album', id] : null, (http) => getAlbum(http, id));
  return <PageState {...query}>{({ album }) => <AlbumView album={album} />}</PageState>;
}

function AlbumView({ album }: { album: Album }) {
  const { trans } = useTrans();
  const player = usePlayerActions();
  const tracksId = useId();
  const tracks = useMemo(() => playableTracks(album.tracks ?? []), [album.tracks]);
  const queueId = `album.${album.id}`;
  const artistNames = album.artists.map((artist) => artist.name).join(', ');
  const totalMs = tracks.reduce((sum, track) => sum + track.durationMs, 0);
  usePageMeta(
    artistNames ? `${album.name} - ${artistNames}` : album.name,
    trans('Listen to :album by :artist.', { album: album.name, artist: artistNames }),
  );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <AdSlot slot="album_above" />
      <ItemHeader
        kind={trans('Album')}
        title={album.name}
        image={album.image}
        details={
          <>
            {album.artists.map((artist) => (
              <Link
                key={artist.id}
                to={artistLink(artist)}
                className="font-medium text-foreground hover:underline"
              >
                {artist.name}
              </Link>
            ))}
            {album.release_date && <span>{album.release_date.slice(0, 4)}</span>}
            <span>{trans('{count, plural, one {# track} other {# tracks}}', { count: tracks.length })}</span>
            {totalMs > 0 && <span>{formatDuration(totalMs)}</span>}
          </>
        }
        actions={
          <>
            <PlayQueueButton tracks={tracks} queueId={queueId} />
            <LikeButton type="album" id={album.id} name={album.name} />
            <AlbumMenuButton album={album} />
          </>
        }
      />
      <h2 id={tracksId} className="sr-only">
        {trans('Tracks')}
      </h2>
      <TrackList
        aria-labelledby={tracksId}
        tracks={tracks}
        showAlbum={false}
        onPlay={(startIndex) => player.playQueue({ tracks, startIndex, queueId })}
        renderMenu={(menuTracks, onClose) => <TrackMenu tracks={menuTracks} onClose={onClose} />}
        emptyState={trans('This album has no tracks yet')}
        className={tracks.length > 10 ? 'h-[min(70vh,40rem)]' : 'max-h-[min(70vh,40rem)]'}
      />
      {(album.tags?.length ?? 0) > 0 && (
        <ul aria-label={trans('Tags')} className="flex flex-wrap gap-2">
          {album.tags?.map((tag) => (
            <li key={tag.id}>
              <Link
                to={tagLink(tag.name)}
                className="rounded-full bg-muted px-3 py-1 text-sm hover:underline"
              >
                #{tag.display_name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
