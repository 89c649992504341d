import type { ProfileUser } from '@tonearm/client/contract';
import { userProfileLink } from '@tonearm/client/rules';
import { useSettings, useTrans } from '@tonearm/shell';
import { Avatar, Button, ButtonLink } from '@tonearm/ui';
import { Link } from 'react-router';
import { LinkIcon } from '../icons/icons';
import { absoluteLink } from '../links/links';
import { copyLink } from '../share/copy-link';
import { profileTabLink } from './profile-tabs';
import { useUserFollow } from './use-user-follow';

export interface ProfileHeaderProps {
  user: ProfileUser;
  /** Whether the signed-in user is looking at their own profile. */
  isOwn: boolean;
  /** Whether the signed-in user follows this one, as the profile said. */
  isFollowing: boolean;
  /** Asks for the profile again, so the counts follow a follow. */
  onFollowChange: () => void;
}

/** The top of a profile: picture, name, follower counts, and Follow for someone else or settings for oneself. */
export function ProfileHeader({ user, isOwn, isFollowing, onFollowChange }: ProfileHeaderProps) {
  const { trans } = useTrans();
  const baseUrl = useSettings().base_url;
  const link = absoluteLink(userProfileLink(user), baseUrl || window.location.origin);
  const countLink = 'font-medium text-foreground hover:underline';
  return (
    <header className="flex flex-col items-start gap-4 sm:flex-row sm:items-end sm:gap-6">
      <Avatar name={user.name} src={user.image} size="xl" className="size-32 text-4xl md:size-40" />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="font-medium text-muted-foreground text-sm uppercase tracking-wide">
          {trans('Profile')}
        </p>
        <h1 className="break-words font-bold text-3xl tracking-tight md:text-5xl">{user.name}</h1>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
          <Link to={profileTabLink(user, 'followers')} className={countLink}>
            {trans('{count, plural, one {# follower} other {# followers}}', { count: user.followers_count })}
          </Link>
          <Link to={profileTabLink(user, 'following')} className={countLink}>
            {trans(':count following', { count: user.followed_users_count })}
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {isOwn ? (
            <ButtonLink href="/account-settings" variant="outline">
              {trans('Account settings')}
            </ButtonLink>
          ) : (
            <FollowUserButton userId={user.id} initial={isFollowing} onChange={onFollowChange} />
          )}
          <Button
            variant="outline"
            onPress={() =>
              void copyLink(link, {
                copied: trans('Copied link to clipboard'),
                failed: trans('Could not copy the link'),
              })
            }
          >
            <LinkIcon />
            {trans('Copy profile link')}
          </Button>
        </div>
      </div>
    </header>
  );
}

function FollowUserButton({
  userId,
  initial,
  onChange,
}: {
  userId: number;
  initial: boolean;
  onChange: () => void;
}) {
  const { trans } = useTrans();
  const { isFollowing, toggle } = useUserFollow(userId, initial, onChange);
  // The name says the state ('Follow' / 'Following') and is the visible text, as a toggle's changing label would
  // not match what is shown.
  return (
    <Button variant={isFollowing ? 'secondary' : 'primary'} onPress={toggle} data-slot="follow-user-button">
      {isFollowing ? trans('Following') : trans('Follow')}
    </Button>
  );
}
