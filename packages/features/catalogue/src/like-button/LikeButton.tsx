import type { LikeableType } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Button, buttonVariants, cn } from '@tonearm/ui';
import { ToggleButton } from 'react-aria-components';
import { HeartIcon } from '../icons/icons';
import { useLibraryItem } from './use-library';

export interface LikeButtonProps {
  type: Exclude<LikeableType, 'artist'>;
  id: number;
  /** The item's name, to name the button ('Like Blue Hour'). */
  name: string;
  /** Extra classes. @default undefined */
  className?: string;
}

/** A heart that adds a track or an album to the library and takes it out again (`aria-pressed`). */
export function LikeButton({ type, id, name, className }: LikeButtonProps) {
  const { trans } = useTrans();
  const { isInLibrary, toggle } = useLibraryItem(type, id);
  return (
    <ToggleButton
      isSelected={isInLibrary}
      onChange={toggle}
      aria-label={trans('Like :name', { name })}
      data-slot="like-button"
      className={cn(
        buttonVariants({ variant: 'outline', iconOnly: true }),
        'cursor-default rounded-full data-[selected]:text-primary',
        className,
      )}
    >
      <HeartIcon filled={isInLibrary} />
    </ToggleButton>
  );
}

export interface FollowButtonProps {
  artistId: number;
  /** @default undefined */
  className?: string;
}

/**
 * Follows an artist (adds it to the library) or stops following. Its text says the state ('Follow' /
 * 'Following') and is its name, like the follow button of user profiles: a pressed toggle keeps one name, which
 * would not match the text shown.
 */
export function FollowButton({ artistId, className }: FollowButtonProps) {
  const { trans } = useTrans();
  const { isInLibrary, toggle } = useLibraryItem('artist', artistId);
  return (
    <Button
      variant={isInLibrary ? 'secondary' : 'outline'}
      onPress={toggle}
      data-slot="follow-button"
      {...(className ? { className } : {})}
    >
      {isInLibrary ? trans('Following') : trans('Follow')}
    </Button>
  );
}
