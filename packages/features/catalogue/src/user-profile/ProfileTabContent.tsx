import { getUserProfileTab } from '@tonearm/client';
import {
  CATALOGUE_MAX_PER_PAGE,
  type ChannelItem,
  type ProfileTab,
  type ProfileUser,
} from '@tonearm/client/contract';
import { usePlayerActions } from '@tonearm/player';
import { useTrans } from '@tonearm/shell';
import { useMemo } from 'react';
import { PagedListState } from '../paged-list/PagedListState';
import { PagedMediaGrid } from '../paged-list/PagedMediaGrid';
import { usePagedList } from '../paged-list/use-paged-list';
import { PlayQueueButton } from '../playback/PlayQueueButton';
import { playableTracks } from '../player-tracks/to-player-track';
import { TrackList } from '../track-list/TrackList';
import { TrackMenu } from '../track-menu/TrackMenu';
import { profileTabLabels } from './profile-tabs';

export interface ProfileTabContentProps {
  user: ProfileUser;
  tab: ProfileTab;
  isOwn: boolean;
}

const byId = (item: { id: number }) => item.id;

/** What one profile tab lists, a page at a time. */
export function ProfileTabContent({ user, tab, isOwn }: ProfileTabContentProps) {
  if (tab === 'liked-tracks') return <ProfileLikedTracks user={user} isOwn={isOwn} />;
  return <ProfileGrid user={user} tab={tab} isOwn={isOwn} />;
}

function useEmptyState(tab: ProfileTab, user: ProfileUser, isOwn: boolean) {
  const { trans } = useTrans();
  const name = { name: user.name };
  const lines: Record<ProfileTab, [string, string]> = {
    playlists: [
      trans('No playlists yet'),
      isOwn ? trans('Playlists you create appear here.') : trans(':name has no public playlists yet.', name),
    ],
    'liked-tracks': [
      trans('No liked songs yet'),
      isOwn ? trans('Songs you like appear here.') : trans(':name has not liked any songs yet.', name),
    ],
    'liked-albums': [
      trans('No liked albums yet'),
      isOwn ? trans('Albums you like appear here.') : trans(':name has not liked any albums yet.', name),
    ],
    'liked-artists': [
      trans('No followed artists yet'),
      isOwn ? trans('Artists you follow appear here.') : trans(':name follows no artists yet.', name),
    ],
    followers: [
      trans('No followers yet'),
      isOwn ? trans('Listeners who follow you appear here.') : trans('Be the first to follow :name.', name),
    ],
    following: [
      trans('Not following anyone yet'),
      isOwn ? trans('Listeners you follow appear here.') : trans(':name follows nobody yet.', name),
    ],
  };
  const [title, description] = lines[tab];
  return { title, description };
}

function ProfileGrid({
  user,
  tab,
  isOwn,
}: { user: ProfileUser; tab: Exclude<ProfileTab, 'liked-tracks'> } & {
  isOwn: boolean;
}) {
  const { trans } = useTrans();
  const empty = useEmptyState(tab, user, isOwn);
  const list = usePagedList<ChannelItem>(
    ['user-profile', user.id, tab],
    (http, page) => getUserProfileTab(http, user.id, tab, { page }),
    { keyOf: byId },
  );
  return (
    <PagedListState
      list={list}
      loadingLabel={trans('Loading :tab', { tab: profileTabLabels(trans)[tab] })}
      empty={empty}
    >
      {(items) => <PagedMediaGrid aria-label={profileTabLabels(trans)[tab]} items={items} />}
    </PagedListState>
  );
}

function ProfileLikedTracks({ user, isOwn }: { user: ProfileUser; isOwn: boolean }) {
  const { trans } = useTrans();
  const player = usePlayerActions();
  const empty = useEmptyState('liked-tracks', user, isOwn);
  const list = usePagedList(
    ['user-profile', user.id, 'liked-tracks'],
    (http, page) =>
      getUserProfileTab(http, user.id, 'liked-tracks', { page, perPage: CATALOGUE_MAX_PER_PAGE }),
    { keyOf: byId, loadAll: true },
  );
  const tracks = useMemo(() => playableTracks(list.items), [list.items]);
  const queueId = `user.${user.id}.liked-tracks`;
  return (
    <PagedListState
      list={{ ...list, items: tracks }}
      showLoadMore={false}
      loadingLabel={trans('Loading :tab', { tab: profileTabLabels(trans)['liked-tracks'] })}
      empty={empty}
    >
      {(items) => (
        <div className="flex flex-col gap-4">
          <div>
            <PlayQueueButton tracks={items} queueId={queueId} />
          </div>
          <TrackList
            aria-label={profileTabLabels(trans)['liked-tracks']}
            tracks={items}
            onPlay={(startIndex) => player.playQueue({ tracks: items, startIndex, queueId })}
            renderMenu={(menuTracks, onClose) => <TrackMenu tracks={menuTracks} onClose={onClose} />}
          />
        </div>
      )}
    </PagedListState>
  );
}
