import { type PlayerTrack, usePlayerActions, usePlayerSelector } from '@tonearm/player';
import { useTrans } from '@tonearm/shell';
import { cn } from '@tonearm/ui';
import { formatDuration } from '../format/duration';

export interface EmbedTrackListProps {
  /** The album's playable tracks, as the embed's queue holds them. */
  tracks: PlayerTrack[];
  /** The embed's queue name, so a press plays the album from that track. */
  queueId: string;
}

/**
 * An album embed's tracks as a scrolling list of buttons: a press plays the album from that track, or pauses and
 * resumes the one playing. The cued track is marked (`aria-current`). Hidden in frames under 200 px high, where
 * the player alone fits. Styling hook: `[data-slot="embed-track-list"]`.
 */
export function EmbedTrackList({ tracks, queueId }: EmbedTrackListProps) {
  const { trans } = useTrans();
  const actions = usePlayerActions();
  const cuedId = usePlayerSelector((state) => state.queue.cued?.track.id ?? null);
  const playing = usePlayerSelector((state) => state.playing);
  return (
    <ol
      data-slot="embed-track-list"
      aria-label={trans('Tracks')}
      className="-mx-1 min-h-0 flex-1 overflow-y-auto border-border border-t px-1 pt-1 [@media(max-height:199px)]:hidden"
    >
      {tracks.map((track, index) => {
        const isCued = track.id === cuedId;
        return (
          <li key={track.id}>
            <button
              type="button"
              aria-current={isCued || undefined}
              onClick={() =>
                isCued ? actions.togglePlay() : actions.playQueue({ tracks, startIndex: index, queueId })
              }
              className={cn(
                'flex w-full items-center gap-3 rounded-ui px-2 py-1.5 text-left text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-focus',
                isCued && 'font-semibold text-primary',
              )}
            >
              <span className="w-5 shrink-0 text-right text-muted-foreground tabular-nums" aria-hidden="true">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 truncate">
                {track.name}
                {isCued && playing && <span className="sr-only">, {trans('Playing')}</span>}
              </span>
              <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
                {formatDuration(track.durationMs)}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
