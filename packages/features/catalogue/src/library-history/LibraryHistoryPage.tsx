import { getListeningHistory } from '@tonearm/client';
import type { HistoryEntry } from '@tonearm/client/contract';
import { type PlayerTrack, usePlayerActions } from '@tonearm/player';
import { useCurrentUser, useDateFormatContext, useFormatDate, useTrans } from '@tonearm/shell';
import { useId, useMemo } from 'react';
import { usePageMeta } from '../page-meta/use-page-meta';
import { PagedListState } from '../paged-list/PagedListState';
import { usePagedList } from '../paged-list/use-paged-list';
import { toPlayerTrack } from '../player-tracks/to-player-track';
import { HistoryEntryRow } from './HistoryEntryRow';
import { historyDays } from './history-days';

const QUEUE_ID = 'library.history';

/** `/library/history`: the tracks played, most recent first, by day, each with the time it was played. */
export function LibraryHistoryPage() {
  const { trans } = useTrans();
  const user = useCurrentUser();
  const headingId = useId();
  usePageMeta(trans('Listening history'));
  const list = usePagedList(
    user ? ['library', user.id, 'history'] : null,
    (http, page) => getListeningHistory(http, { page }),
    // The same track played twice is two plays.
    { keyOf: (entry) => `${entry.id}@${entry.played_at}` },
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="sr-only">
        {trans('Listening history')}
      </h2>
      <PagedListState
        list={list}
        loadingLabel={trans('Loading listening history')}
        empty={{
          title: trans('Nothing played yet'),
          description: trans('The tracks you play will appear here, with the time you played them.'),
        }}
      >
        {(entries) => <HistoryDays entries={entries} />}
      </PagedListState>
    </section>
  );
}

function HistoryDays({ entries }: { entries: HistoryEntry[] }) {
  const { trans } = useTrans();
  const player = usePlayerActions();
  const formatDate = useFormatDate();
  const { timeZone } = useDateFormatContext();
  // The history plays as one queue; each play starts it from there.
  const { queue, queueIndex } = useMemo(() => {
    const queue: PlayerTrack[] = [];
    const queueIndex = entries.map((entry) => {
      const track = toPlayerTrack(entry);
      if (!track) return null;
      queue.push(track);
      return queue.length - 1;
    });
    return { queue, queueIndex };
  }, [entries]);
  const days = useMemo(() => historyDays(entries, new Date(), timeZone), [entries, timeZone]);
  return (
    <div className="flex flex-col gap-6">
      {days.map((day) => {
        const name =
          day.kind === 'today'
            ? trans('Today')
            : day.kind === 'yesterday'
              ? trans('Yesterday')
              : formatDate(day.date, 'long');
        return (
          <section key={day.key} aria-label={name} className="flex flex-col gap-1">
            <h3 className="font-semibold text-muted-foreground text-sm uppercase tracking-wide">{name}</h3>
            <ol className="flex flex-col">
              {day.entries.map(({ entry, index }) => {
                const startIndex = queueIndex[index];
                return (
                  <HistoryEntryRow
                    key={`${entry.id}@${entry.played_at}`}
                    entry={entry}
                    time={formatDate(entry.played_at, 'time')}
                    onPlay={
                      startIndex === null || startIndex === undefined
                        ? undefined
                        : () => player.playQueue({ tracks: queue, startIndex, queueId: QUEUE_ID })
                    }
                  />
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
