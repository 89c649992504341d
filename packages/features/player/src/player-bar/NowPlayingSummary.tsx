import { useTrans } from '@tonearm/shell';
import { cn } from '@tonearm/ui';
import { MusicNoteIcon } from '../icons/icons';
import { usePlayerSelector } from '../store/player-context';
import { artistNames, trackArtwork } from '../store/player-track';

/** The cued track's artwork, name and artists. Styling hook: `[data-slot="now-playing-summary"]`. */
export function NowPlayingSummary({ className }: { className?: string }) {
  const { trans } = useTrans();
  const track = usePlayerSelector((state) => state.queue.cued?.track ?? null);
  const artwork = track ? trackArtwork(track) : null;
  return (
    <div data-slot="now-playing-summary" className={cn('flex min-w-0 items-center gap-3', className)}>
      <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-ui bg-muted text-muted-foreground">
        {artwork ? <img src={artwork} alt="" className="size-full object-cover" /> : <MusicNoteIcon />}
      </div>
      <div className="min-w-0">
        <p className="truncate font-medium text-foreground text-sm">
          {track ? track.name : trans('Nothing playing')}
        </p>
        {track && <p className="truncate text-muted-foreground text-xs">{artistNames(track)}</p>}
      </div>
    </div>
  );
}
