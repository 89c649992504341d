import { useTrans } from '@tonearm/shell';
import { cn } from '@tonearm/ui';
import { MusicNoteIcon } from '../icons/icons';
import { usePlayerExtras } from '../player-extras/player-extras';
import { usePlayerSelector } from '../store/player-context';
import { trackArtwork } from '../store/player-track';
import { TrackLinks } from './TrackLinks';

/** A track's artwork, or a note where it has none. */
export function TrackArtwork({ src, className }: { src: string | null; className?: string }) {
  return (
    <div
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-ui bg-muted text-muted-foreground',
        className,
      )}
    >
      {src ? <img src={src} alt="" className="size-full object-cover" /> : <MusicNoteIcon />}
    </div>
  );
}

/**
 * The cued track's artwork, its name and artists as links, and the like button when the app lends one. Styling
 * hook: `[data-slot="now-playing-summary"]`.
 */
export function NowPlayingSummary({
  className,
  showLike = false,
}: {
  className?: string;
  showLike?: boolean;
}) {
  const { trans } = useTrans();
  const { LikeButton } = usePlayerExtras();
  const track = usePlayerSelector((state) => state.queue.cued?.track ?? null);
  return (
    <div data-slot="now-playing-summary" className={cn('flex min-w-0 items-center gap-3', className)}>
      <TrackArtwork src={track ? trackArtwork(track) : null} className="size-12" />
      {track ? (
        <TrackLinks track={track} />
      ) : (
        <p className="truncate font-medium text-foreground text-sm">{trans('Nothing playing')}</p>
      )}
      {showLike && track && LikeButton && <LikeButton track={track} />}
    </div>
  );
}
