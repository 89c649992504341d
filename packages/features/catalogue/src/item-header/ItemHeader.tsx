import { cn } from '@tonearm/ui';
import type { ReactNode } from 'react';
import { MusicIcon, UserIcon } from '../icons/icons';

export interface ItemHeaderProps {
  /** What the item is, above its name: 'Album', 'Artist', 'Track', 'Radio'. */
  kind: string;
  title: string;
  image: string | null | undefined;
  /** Round for artists. @default 'square' */
  shape?: 'square' | 'round';
  /** Lines under the title: artists, year, counts. */
  details?: ReactNode;
  /** The page's main buttons: play, like, follow, more. */
  actions?: ReactNode;
}

/** The top of an artist, album, track or radio page: the cover, the name as the page's heading, details, actions. */
export function ItemHeader({ kind, title, image, shape = 'square', details, actions }: ItemHeaderProps) {
  const round = shape === 'round';
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:gap-6">
      {image ? (
        <img
          src={image}
          alt=""
          className={cn(
            'size-40 shrink-0 bg-muted object-cover shadow-md md:size-56',
            round ? 'rounded-full' : 'rounded-ui',
          )}
        />
      ) : (
        <span
          className={cn(
            'flex size-40 shrink-0 items-center justify-center bg-muted text-5xl text-muted-foreground md:size-56',
            round ? 'rounded-full' : 'rounded-ui',
          )}
        >
          {round ? <UserIcon /> : <MusicIcon />}
        </span>
      )}
      <div className="flex min-w-0 flex-col gap-2">
        <p className="font-medium text-muted-foreground text-sm uppercase tracking-wide">{kind}</p>
        <h1 className="break-words font-bold text-3xl tracking-tight md:text-5xl">{title}</h1>
        {details && (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-sm">
            {details}
          </div>
        )}
        {actions && <div className="mt-2 flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
