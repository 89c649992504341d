import { getLikedTracks } from '@tonearm/client';
import { CATALOGUE_MAX_PER_PAGE } from '@tonearm/client/contract';
import { usePlayerActions } from '@tonearm/player';
import { useCurrentUser, useTrans } from '@tonearm/shell';
import { useId, useMemo } from 'react';
import { useLibraryIds } from '../like-button/use-library';
import { usePageMeta } from '../page-meta/use-page-meta';
import { PagedListState } from '../paged-list/PagedListState';
import { usePagedList } from '../paged-list/use-paged-list';
import { PlayQueueButton } from '../playback/PlayQueueButton';
import { ShufflePlayButton } from '../playback/ShufflePlayButton';
import { playableTracks } from '../player-tracks/to-player-track';
import { TrackList } from '../track-list/TrackList';
import { LikedSongMenu } from './LikedSongMenu';

const QUEUE_ID = 'library.songs';

/**
 * `/library/songs`: the liked songs, newest first, every page loaded one after another so "Play all" and
 * "Shuffle" take the whole library. A song unliked anywhere leaves the list at once.
 */
export function LibrarySongsPage() {
  const { trans } = useTrans();
  const user = useCurrentUser();
  const player = usePlayerActions();
  const headingId = useId();
  usePageMeta(trans('Liked songs'));
  const list = usePagedList(
    user ? ['library', user.id, 'songs'] : null,
    (http, page) => getLikedTracks(http, { page, perPage: CATALOGUE_MAX_PER_PAGE }),
    { keyOf: (track) => track.id, loadAll: true },
  );
  const liked = useLibraryIds().data?.tracks;
  const tracks = useMemo(() => {
    const stillLiked = liked ? new Set(liked) : null;
    return playableTracks(list.items.filter((track) => !stillLiked || stillLiked.has(track.id)));
  }, [list.items, liked]);
  const shown = { ...list, items: tracks };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-xl">
          {trans('Liked songs')}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <PlayQueueButton tracks={tracks} queueId={QUEUE_ID} label={trans('Play all')} />
          <ShufflePlayButton tracks={tracks} queueId={QUEUE_ID} />
        </div>
      </div>
      <PagedListState
        list={shown}
        showLoadMore={false}
        loadingLabel={trans('Loading liked songs')}
        empty={{
          title: trans('Songs you like will appear here'),
          description: trans('Press the heart on a track, or choose "Like" in its menu, to keep it here.'),
        }}
      >
        {(items) => (
          <>
            <p className="text-muted-foreground text-sm">
              {trans('{count, plural, one {# song} other {# songs}}', { count: items.length })}
            </p>
            <TrackList
              aria-labelledby={headingId}
              tracks={items}
              onPlay={(startIndex) => player.playQueue({ tracks: items, startIndex, queueId: QUEUE_ID })}
              renderMenu={(menuTracks, onClose) => <LikedSongMenu tracks={menuTracks} onClose={onClose} />}
            />
          </>
        )}
      </PagedListState>
    </section>
  );
}
