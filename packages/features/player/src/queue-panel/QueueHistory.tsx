import { useTrans } from '@tonearm/shell';
import { Button } from 'react-aria-components';
import { usePlayerSelector, usePlayerStore } from '../store/player-context';
import { artistNames } from '../store/player-track';
import { cueEntry, playedEntries } from '../store/queue-edits';

/** The most played entries shown; Previous reaches every one of them. */
const HISTORY_SHOWN = 20;

/**
 * "Recently played": the tracks of this queue before the cued one, most recent first; a press plays one again.
 * Styling hook: `[data-slot="queue-history"]`.
 */
export function QueueHistory() {
  const { trans } = useTrans();
  const store = usePlayerStore();
  const queue = usePlayerSelector((state) => state.queue);
  const played = playedEntries(queue).slice(0, HISTORY_SHOWN);
  if (played.length === 0) return null;
  return (
    <section
      aria-labelledby="queue-history-heading"
      data-slot="queue-history"
      className="flex flex-col gap-2"
    >
      <h3 id="queue-history-heading" className="font-semibold text-muted-foreground text-sm">
        {trans('Recently played')}
      </h3>
      <ul className="flex flex-col gap-1">
        {played.map((entry) => (
          <li key={entry.key}>
            <Button
              onPress={() => store.changeQueue(cueEntry(queue, entry.key), { cue: true })}
              className="flex min-h-10 w-full min-w-0 flex-col items-start justify-center rounded-ui px-2 text-start outline-none data-[hovered]:bg-muted data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
            >
              <span className="block w-full truncate text-foreground text-sm">{entry.track.name}</span>
              <span className="block w-full truncate text-muted-foreground text-xs">
                {artistNames(entry.track)}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
