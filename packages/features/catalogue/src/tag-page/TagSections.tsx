import { getTagAlbums, getTagTracks } from '@tonearm/client';
import type { TagTracksResponse } from '@tonearm/client/contract';
import type { PlayerTrack } from '@tonearm/player';
import { usePlayerActions } from '@tonearm/player';
import { useTrans } from '@tonearm/shell';
import { ButtonLink } from '@tonearm/ui';
import { useId, useMemo } from 'react';
import { useCatalogueQuery } from '../data/use-catalogue-query';
import { tagLink } from '../links/links';
import { PagedListState } from '../paged-list/PagedListState';
import { PagedMediaGrid } from '../paged-list/PagedMediaGrid';
import { usePagedList } from '../paged-list/use-paged-list';
import { PlayQueueButton } from '../playback/PlayQueueButton';
import { playableTracks } from '../player-tracks/to-player-track';
import { TrackList } from '../track-list/TrackList';
import { TrackMenu } from '../track-menu/TrackMenu';
import { TAG_OVERVIEW_ALBUMS, tagQueueId } from './tag-tabs';

interface TagTrackListProps {
  tagName: string;
  labelledBy: string;
  tracks: PlayerTrack[];
}

function TagTrackList({ tagName, labelledBy, tracks }: TagTrackListProps) {
  const player = usePlayerActions();
  const queueId = tagQueueId(tagName);
  return (
    <TrackList
      aria-labelledby={labelledBy}
      tracks={tracks}
      onPlay={(startIndex) => player.playQueue({ tracks, startIndex, queueId })}
      renderMenu={(menuTracks, onClose) => <TrackMenu tracks={menuTracks} onClose={onClose} />}
      className={tracks.length > 10 ? 'h-[min(70vh,40rem)]' : 'max-h-[min(70vh,40rem)]'}
    />
  );
}

/** The overview of a tag: its most played tracks and its newest albums, each with a link to all of them. */
export function TagOverview({ overview }: { overview: TagTracksResponse }) {
  const { trans } = useTrans();
  const tracksId = useId();
  const albumsId = useId();
  const { tag, pagination } = overview;
  const tracks = useMemo(() => playableTracks(pagination.data), [pagination.data]);
  const albums = useCatalogueQuery(['tag', tag.name, 'overview-albums'], (http) =>
    getTagAlbums(http, tag.name, { perPage: TAG_OVERVIEW_ALBUMS }),
  );
  const albumItems = albums.data?.pagination.data ?? [];
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby={tracksId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={tracksId} className="font-semibold text-xl">
            {trans('Popular tracks')}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <PlayQueueButton tracks={tracks} queueId={tagQueueId(tag.name)} />
            {pagination.total > tracks.length && (
              <ButtonLink href={tagLink(tag.name, 'tracks')} variant="outline">
                {trans('See all tracks')}
              </ButtonLink>
            )}
          </div>
        </div>
        {tracks.length ? (
          <TagTrackList tagName={tag.name} labelledBy={tracksId} tracks={tracks} />
        ) : (
          <p className="text-muted-foreground">{trans('No tracks have this tag yet.')}</p>
        )}
      </section>
      <section aria-labelledby={albumsId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={albumsId} className="font-semibold text-xl">
            {trans('Albums')}
          </h2>
          {(albums.data?.pagination.total ?? 0) > albumItems.length && (
            <ButtonLink href={tagLink(tag.name, 'albums')} variant="outline">
              {trans('See all albums')}
            </ButtonLink>
          )}
        </div>
        {albums.error ? (
          <p role="alert" className="text-muted-foreground">
            {trans('The albums could not be loaded.')}
          </p>
        ) : albums.data === undefined ? (
          <p role="status" className="text-muted-foreground">
            {trans('Loading albums')}
          </p>
        ) : albumItems.length ? (
          <PagedMediaGrid aria-labelledby={albumsId} items={albumItems} />
        ) : (
          <p className="text-muted-foreground">{trans('No albums have this tag yet.')}</p>
        )}
      </section>
    </div>
  );
}

/** `/tag/{tagName}/tracks`: every track with the tag, most played first, a page at a time. */
export function TagTracks({ tagName }: { tagName: string }) {
  const { trans } = useTrans();
  const headingId = useId();
  const list = usePagedList(
    ['tag', tagName, 'tracks'],
    (http, page) => getTagTracks(http, tagName, { page }),
    {
      keyOf: (track) => track.id,
    },
  );
  const tracks = useMemo(() => playableTracks(list.items), [list.items]);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-xl">
          {trans('Tracks')}
        </h2>
        <PlayQueueButton tracks={tracks} queueId={tagQueueId(tagName)} />
      </div>
      <PagedListState
        list={{ ...list, items: tracks }}
        loadingLabel={trans('Loading tracks')}
        empty={{
          title: trans('No tracks have this tag yet'),
          description: trans('Tracks tagged this way will appear here.'),
        }}
      >
        {(items) => <TagTrackList tagName={tagName} labelledBy={headingId} tracks={items} />}
      </PagedListState>
    </section>
  );
}

/** `/tag/{tagName}/albums`: every album with the tag, newest first, a page at a time. */
export function TagAlbums({ tagName }: { tagName: string }) {
  const { trans } = useTrans();
  const headingId = useId();
  const list = usePagedList(
    ['tag', tagName, 'albums'],
    (http, page) => getTagAlbums(http, tagName, { page }),
    {
      keyOf: (album) => album.id,
    },
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-semibold text-xl">
        {trans('Albums')}
      </h2>
      <PagedListState
        list={list}
        loadingLabel={trans('Loading albums')}
        empty={{
          title: trans('No albums have this tag yet'),
          description: trans('Albums tagged this way will appear here.'),
        }}
      >
        {(items) => <PagedMediaGrid aria-labelledby={headingId} items={items} />}
      </PagedListState>
    </section>
  );
}
