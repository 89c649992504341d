import type { Playlist } from '@tonearm/client/contract';
import { userProfileLink } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import { Badge, Button } from '@tonearm/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDuration } from '../format/duration';
import { ShuffleIcon } from '../icons/icons';
import { ItemHeader } from '../item-header/ItemHeader';

export interface PlaylistHeaderProps {
  playlist: Playlist;
  /** Tracks in the list now (a removal shows before the server answers). */
  trackCount: number;
  followers: number;
  /** The Play button. */
  play: ReactNode;
  onShuffle: () => void;
  /** Following, for someone else's playlist; `null` on one's own. */
  follow: { isFollowing: boolean; toggle: () => void } | null;
  /** The owner's menu. */
  ownerMenu: ReactNode;
}

/** The top of a playlist page: cover, name, owner, marks, counts, description and the page's buttons. */
export function PlaylistHeader({
  playlist,
  trackCount,
  followers,
  play,
  onShuffle,
  follow,
  ownerMenu,
}: PlaylistHeaderProps) {
  const { trans } = useTrans();
  return (
    <>
      <ItemHeader
        kind={trans('Playlist')}
        title={playlist.name}
        image={playlist.image}
        details={
          <>
            <Link
              to={userProfileLink(playlist.owner)}
              className="font-medium text-foreground hover:underline"
            >
              {playlist.owner.name}
            </Link>
            <span>
              {trans('{count, plural, one {# track} other {# tracks}}', { count: String(trackCount) })}
            </span>
            {(playlist.duration ?? 0) > 0 && <span>{formatDuration(playlist.duration ?? 0)}</span>}
            <span>
              {trans('{count, plural, one {# follower} other {# followers}}', { count: String(followers) })}
            </span>
            <Badge tone="outline">{playlist.public ? trans('Public') : trans('Private')}</Badge>
            {playlist.collaborative && <Badge tone="outline">{trans('Collaborative')}</Badge>}
          </>
        }
        actions={
          <>
            {play}
            <Button
              variant="outline"
              size="lg"
              className="rounded-full"
              isDisabled={trackCount === 0}
              onPress={onShuffle}
            >
              <ShuffleIcon />
              {trans('Shuffle')}
            </Button>
            {follow && (
              // The text says the state and is the name, as on artists and profiles.
              <Button
                variant={follow.isFollowing ? 'secondary' : 'outline'}
                onPress={follow.toggle}
                data-slot="follow-button"
              >
                {follow.isFollowing ? trans('Following') : trans('Follow')}
              </Button>
            )}
            {ownerMenu}
          </>
        }
      />
      {playlist.description && (
        <p className="max-w-prose whitespace-pre-line text-muted-foreground">{playlist.description}</p>
      )}
    </>
  );
}
