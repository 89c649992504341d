import { getPlaylist } from '@tonearm/client';
import type { PlaylistPageResponse } from '@tonearm/client/contract';
import { type PlayerTrack, usePlayerActions, usePlayerStore } from '@tonearm/player';
import { showRequestError, useCurrentUser, useTrans } from '@tonearm/shell';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { useCatalogueQuery } from '../data/use-catalogue-query';
import { usePageMeta } from '../page-meta/use-page-meta';
import { PageState } from '../page-state/PageState';
import { PlayQueueButton } from '../playback/PlayQueueButton';
import { playlistQueryKey } from '../playlist-dialogs/use-playlist-changes';
import { isPlaceholderTrack } from '../track-list/placeholder-track';
import { TrackList } from '../track-list/TrackList';
import { PlaylistHeader } from './PlaylistHeader';
import { PlaylistOwnerMenu } from './PlaylistOwnerMenu';
import { PlaylistTrackMenu } from './PlaylistTrackMenu';
import { usePlaylistFollow } from './use-playlist-follow';
import { PLAYLIST_PAGE_SIZE, usePlaylistTracks } from './use-playlist-tracks';

/** `/playlist/{playlistId}/{playlistName}` (doc 001 §2): the playlist, its tracks, and its owner's tools. */
export function PlaylistPage() {
  const id = Number(useParams().playlistId);
  const query = useCatalogueQuery(Number.isInteger(id) ? playlistQueryKey(id) : null, (http) =>
    getPlaylist(http, id, { perPage: PLAYLIST_PAGE_SIZE }),
  );
  return <PageState {...query}>{(page) => <PlaylistView key={page.playlist.id} page={page} />}</PageState>;
}

const playable = (track: PlayerTrack) => !isPlaceholderTrack(track) && track.src !== '';

function PlaylistView({ page }: { page: PlaylistPageResponse }) {
  const { trans } = useTrans();
  const user = useCurrentUser();
  const player = usePlayerActions();
  const playerStore = usePlayerStore();
  const tracksId = useId();
  const hintId = useId();
  const { tracks, rows, latest } = usePlaylistTracks(page);
  const follow = usePlaylistFollow(page);
  const [announcement, setAnnouncement] = useState('');
  const playlist = { ...page.playlist, duration: latest.duration };
  const isOwner = user?.id === playlist.owner_id;
  const canEdit = page.can_edit;
  const queueId = `playlist.${playlist.id}`;
  // The loaded tracks play; the player asks the server for the rest of the queue when they run out.
  const loaded = rows.filter(playable);
  usePageMeta(
    `${playlist.name} - ${playlist.owner.name}`,
    playlist.description ||
      trans('Listen to :playlist by :owner.', { playlist: playlist.name, owner: playlist.owner.name }),
  );

  const move = (from: number, to: number) => {
    const track = rows[from];
    if (!track) return;
    tracks.move(from, to).catch((error: unknown) => {
      setAnnouncement(trans('Could not move :name', { name: track.name }));
      showRequestError(error);
    });
    setAnnouncement(
      trans('Moved :name to position :position of :count', {
        name: track.name,
        position: String(to + 1),
        count: String(rows.length),
      }),
    );
  };
  const remove = (removed: readonly PlayerTrack[]) => {
    tracks.remove(removed.map((track) => track.id)).catch((error: unknown) => showRequestError(error));
    setAnnouncement(
      removed.length === 1 && removed[0]
        ? trans('Removed :name from the playlist', { name: removed[0].name })
        : trans(
            '{count, plural, one {Removed # track from the playlist} other {Removed # tracks from the playlist}}',
            { count: String(removed.length) },
          ),
    );
  };
  const playFrom = (index: number) => {
    const track = rows[index];
    if (!track || !playable(track)) return;
    player.playQueue({ tracks: loaded, startIndex: loaded.indexOf(track), queueId });
  };
  const shuffle = () => {
    playerStore.setShuffle(true);
    player.playQueue({ tracks: loaded, startIndex: Math.floor(Math.random() * loaded.length), queueId });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <PlaylistHeader
        playlist={playlist}
        trackCount={rows.length}
        followers={follow.followers}
        play={<PlayQueueButton tracks={loaded} queueId={queueId} />}
        onShuffle={shuffle}
        follow={isOwner ? null : follow}
        ownerMenu={isOwner ? <PlaylistOwnerMenu playlist={playlist} /> : null}
      />
      <div className="flex flex-col gap-2">
        <h2 id={tracksId} className="sr-only">
          {trans('Tracks')}
        </h2>
        {canEdit && rows.length > 1 && (
          <p id={hintId} className="text-muted-foreground text-sm">
            {trans('Drag a track by its handle, or press Alt+Up or Alt+Down on a track, to reorder.')}
          </p>
        )}
        <TrackList
          aria-labelledby={tracksId}
          tracks={rows}
          onPlay={playFrom}
          onNeedTrack={(index) => tracks.need(index)}
          {...(canEdit ? { onMove: move } : {})}
          renderMenu={(menuTracks, onClose) => (
            <PlaylistTrackMenu
              tracks={menuTracks}
              index={menuTracks.length === 1 && menuTracks[0] ? rows.indexOf(menuTracks[0]) : -1}
              count={rows.length}
              canEdit={canEdit}
              onMove={move}
              onRemove={remove}
              onClose={onClose}
            />
          )}
          emptyState={
            canEdit
              ? trans('No tracks yet. Choose "Add to playlist" in any track\'s menu to add one.')
              : trans('This playlist has no tracks yet')
          }
          className={rows.length > 10 ? 'h-[min(70vh,40rem)]' : 'max-h-[min(70vh,40rem)]'}
        />
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
