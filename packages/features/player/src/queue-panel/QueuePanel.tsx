import { useTrans } from '@tonearm/shell';
import { cn } from '@tonearm/ui';
import { NowPlayingSummary } from '../player-bar/NowPlayingSummary';
import { usePlayerSelector } from '../store/player-context';
import { QueueList } from './QueueList';

/**
 * The queue: what plays now, the play-next lane ('Next in queue') and the rest ('Next up'), each reorderable.
 * Styling hook: `[data-slot="queue-panel"]`.
 */
export function QueuePanel({ className }: { className?: string }) {
  const { trans } = useTrans();
  const lane = usePlayerSelector((state) => state.queue.lane);
  const order = usePlayerSelector((state) => state.queue.order);
  const position = usePlayerSelector((state) => state.queue.position);
  const loadingMore = usePlayerSelector((state) => state.loadingMore);
  const upcoming = order.slice(position + 1);
  return (
    <div data-slot="queue-panel" className={cn('flex flex-col gap-4', className)}>
      <section aria-labelledby="queue-now-playing" className="flex flex-col gap-2">
        <h3 id="queue-now-playing" className="font-semibold text-muted-foreground text-sm">
          {trans('Now playing')}
        </h3>
        <NowPlayingSummary />
      </section>
      {lane.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold text-muted-foreground text-sm">{trans('Next in queue')}</h3>
          <QueueList list="lane" entries={lane} aria-label={trans('Next in queue')} />
        </section>
      )}
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-muted-foreground text-sm">{trans('Next up')}</h3>
        {upcoming.length > 0 ? (
          <QueueList list="upcoming" entries={upcoming} aria-label={trans('Next up')} />
        ) : (
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {loadingMore ? trans('Loading more tracks…') : trans('Nothing else in the queue.')}
          </p>
        )}
      </section>
    </div>
  );
}
