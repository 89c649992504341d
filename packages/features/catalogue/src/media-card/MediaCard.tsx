import { warmPlayer } from '@tonearm/player';
import { useTrans } from '@tonearm/shell';
import { Button, cn } from '@tonearm/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MusicIcon, PauseIcon, PlayIcon, UserIcon } from '../icons/icons';
import type { MediaItem } from './media-item';

export interface MediaCardProps {
  item: MediaItem;
  /** Plays the item; without it the card has no play button. @default undefined */
  onPlay?: () => void;
  /** Whether the item is what the player plays now, so its button pauses. @default false */
  isPlaying?: boolean;
  /** A menu trigger shown beside the title, e.g. an album's "More options". @default undefined */
  menu?: ReactNode;
  /** Extra classes for `[data-slot="media-card"]`. @default undefined */
  className?: string;
}

/**
 * A cover, a title linking to the item and links under it (an album's artists, a playlist's owner), with a play
 * button over the cover. The title is the card's one main link, so each card is one stop for Tab plus its buttons.
 */
export function MediaCard({ item, onPlay, isPlaying = false, menu, className }: MediaCardProps) {
  const { trans } = useTrans();
  const round = item.shape === 'round';
  return (
    <article data-slot="media-card" className={cn('group/card flex min-w-0 flex-col gap-2', className)}>
      <div className="relative">
        {item.image ? (
          <img
            src={item.image}
            alt=""
            loading="lazy"
            className={cn(
              'aspect-square w-full bg-muted object-cover',
              round ? 'rounded-full' : 'rounded-ui',
            )}
          />
        ) : (
          <span
            className={cn(
              'flex aspect-square w-full items-center justify-center bg-muted text-4xl text-muted-foreground',
              round ? 'rounded-full' : 'rounded-ui',
            )}
          >
            {round ? <UserIcon /> : <MusicIcon />}
          </span>
        )}
        {onPlay && (
          // The kit's button is `relative`; the wrapper places it over the cover's corner, inside the cover.
          <span
            className={cn(
              'absolute right-2 bottom-2 transition-opacity',
              !isPlaying &&
                'md:opacity-0 md:group-focus-within/card:opacity-100 md:group-hover/card:opacity-100',
            )}
          >
            <Button
              isIconOnly
              aria-label={trans(isPlaying ? 'Pause :name' : 'Play :name', { name: item.title })}
              onPress={onPlay}
              onHoverStart={warmPlayer}
              onFocus={warmPlayer}
              className="rounded-full shadow-md"
            >
              {isPlaying ? <PauseIcon /> : <PlayIcon />}
            </Button>
          </span>
        )}
      </div>
      <div className={cn('flex min-w-0 items-start gap-1', round && 'justify-center text-center')}>
        <div className="flex min-w-0 flex-1 flex-col">
          <Link to={item.href} className="block truncate font-medium leading-6 hover:underline">
            {item.title}
          </Link>
          {item.links.length > 0 && (
            // Each link is a line 24 px high, so two cards' small links never crowd (WCAG 2.2 target size).
            <span className="truncate text-muted-foreground text-sm leading-6">
              {item.links.map((link, index) => (
                <span key={link.href}>
                  {index > 0 && ', '}
                  <Link to={link.href} className="inline-block min-h-6 min-w-6 hover:underline">
                    {link.label}
                  </Link>
                </span>
              ))}
            </span>
          )}
          {item.description && (
            <span className="truncate text-muted-foreground text-sm">{item.description}</span>
          )}
        </div>
        {menu}
      </div>
    </article>
  );
}
