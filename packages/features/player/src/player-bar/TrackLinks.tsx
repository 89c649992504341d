import { cn } from '@tonearm/ui';
import { Fragment } from 'react';
import { Link } from 'react-aria-components';
import { usePlayerExtras } from '../player-extras/player-extras';
import type { PlayerTrack } from '../store/player-track';

const linkClass =
  'inline-block min-h-6 max-w-full truncate rounded-sm align-bottom leading-6 outline-none data-[hovered]:underline data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus';

/**
 * A track's name and its artists, each a link to its page when the app says where pages live, each a line 24 px
 * high (WCAG 2.2 target size). Styling hook: `[data-slot="track-links"]`.
 */
export function TrackLinks({ track, className }: { track: PlayerTrack; className?: string }) {
  const { trackHref, artistHref } = usePlayerExtras();
  return (
    <div data-slot="track-links" className={cn('flex min-w-0 flex-col', className)}>
      {trackHref ? (
        <Link href={trackHref(track)} className={cn(linkClass, 'font-medium text-foreground text-sm')}>
          {track.name}
        </Link>
      ) : (
        <span className="truncate font-medium text-foreground text-sm leading-6">{track.name}</span>
      )}
      <span className="truncate text-muted-foreground text-xs leading-6">
        {track.artists.map((artist, index) => (
          <Fragment key={artist.id}>
            {index > 0 && ', '}
            {artistHref ? (
              <Link href={artistHref(artist)} className={linkClass}>
                {artist.name}
              </Link>
            ) : (
              artist.name
            )}
          </Fragment>
        ))}
      </span>
    </div>
  );
}
