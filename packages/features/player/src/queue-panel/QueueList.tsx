import { useTrans } from '@tonearm/shell';
import { Button as UiButton } from '@tonearm/ui';
import { Button, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { DragIcon, MusicNoteIcon, RemoveIcon } from '../icons/icons';
import { usePlayerStore } from '../store/player-context';
import { artistNames, type QueueEntry, trackArtwork } from '../store/player-track';
import { cueEntry, moveEntries } from '../store/queue-edits';
import { useQueueRemoval } from './use-queue-removal';

export interface QueueListProps {
  /** Which list this is: the play-next lane or the queue after the cued track. */
  list: 'lane' | 'upcoming';
  entries: QueueEntry[];
  /** The grid's accessible name ('Next in queue', 'Next up'). */
  'aria-label': string;
  /** Whether rows can be dragged into another order. @default true */
  reorderable?: boolean;
}

/**
 * A reorderable list of queued tracks: drag a row by pointer, or by keyboard (move to its drag handle, Enter,
 * arrows to the place, Enter). Enter or a click on a row plays it. Styling hook: `[data-slot="queue-list"]`,
 * rows `[data-slot="queue-row"]` with `[data-dragging]`, `[data-focus-visible]`.
 */
export function QueueList({ list, entries, 'aria-label': label, reorderable = true }: QueueListProps) {
  const { trans } = useTrans();
  const store = usePlayerStore();
  const removeFromQueue = useQueueRemoval();
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => {
        const track = byKey.get(String(key))?.track;
        return { 'text/plain': track ? `${track.name} - ${artistNames(track)}` : String(key) };
      }),
    getAllowedDropOperations: () => ['move'],
    onReorder: (event) => {
      store.changeQueue(
        moveEntries(store.getState().queue, list, new Set([...event.keys].map(String)), {
          key: String(event.target.key),
          placement: event.target.dropPosition === 'before' ? 'before' : 'after',
        }),
      );
    },
  });
  return (
    <GridList
      aria-label={label}
      data-slot="queue-list"
      items={entries}
      {...(reorderable ? { dragAndDropHooks } : {})}
      onAction={(key) => store.changeQueue(cueEntry(store.getState().queue, String(key)), { cue: true })}
      className="flex flex-col gap-1 outline-none"
    >
      {(entry) => {
        const artwork = trackArtwork(entry.track);
        return (
          <GridListItem
            id={entry.key}
            textValue={`${entry.track.name}, ${artistNames(entry.track)}`}
            data-slot="queue-row"
            className="flex items-center gap-2 rounded-ui px-1 py-1 outline-none data-[dragging]:opacity-50 data-[hovered]:bg-muted data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-inset"
          >
            {reorderable && (
              <Button
                slot="drag"
                aria-label={trans('Move :name', { name: entry.track.name })}
                className="flex size-8 shrink-0 cursor-grab items-center justify-center rounded-ui text-muted-foreground outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
              >
                <DragIcon />
              </Button>
            )}
            <span className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-ui bg-muted text-muted-foreground">
              {artwork ? <img src={artwork} alt="" className="size-full object-cover" /> : <MusicNoteIcon />}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-foreground text-sm">{entry.track.name}</span>
              <span className="block truncate text-muted-foreground text-xs">{artistNames(entry.track)}</span>
            </span>
            <UiButton
              variant="ghost"
              size="sm"
              isIconOnly
              aria-label={trans('Remove :name from the queue', { name: entry.track.name })}
              onPress={() =>
                removeFromQueue(
                  new Set([entry.key]),
                  trans('Removed :name from the queue', { name: entry.track.name }),
                )
              }
            >
              <RemoveIcon />
            </UiButton>
          </GridListItem>
        );
      }}
    </GridList>
  );
}
