import { useTrans } from '@tonearm/shell';
import { Button, fieldLabelStyles } from '@tonearm/ui';
import { type ReactNode, useId } from 'react';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { trackDuration } from '../../tracks/catalogue-list';
import type { AlbumTrackValue } from './album-form';

export interface AlbumTracksFieldProps {
  value: AlbumTrackValue[];
  onChange: (tracks: AlbumTrackValue[]) => void;
  /** Shown under the list, inside the field: the way to add tracks (uploading them, say). */
  children?: ReactNode;
}

/** `tracks` with the dragged `keys` moved before or after `target`, the others keeping their order. */
export function reorderTracks(
  tracks: readonly AlbumTrackValue[],
  keys: ReadonlySet<number>,
  target: number,
  position: 'before' | 'after' | 'on',
): AlbumTrackValue[] {
  const moving = tracks.filter((track) => keys.has(track.id));
  const staying = tracks.filter((track) => !keys.has(track.id));
  const at = staying.findIndex((track) => track.id === target);
  if (at < 0) return [...tracks];
  const index = position === 'after' ? at + 1 : at;
  return [...staying.slice(0, index), ...moving, ...staying.slice(index)];
}

/**
 * The album's tracks in order: dragged by their handle, with the mouse or the keyboard (React Aria's drag and
 * drop: Enter on the handle, arrows to a place, Enter to drop), and removed from the album one by one.
 */
export function AlbumTracksField({ value, onChange, children }: AlbumTracksFieldProps) {
  const { trans } = useTrans();
  const labelId = useId();
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => ({ 'text/plain': value.find((track) => track.id === key)?.name ?? '' })),
    onReorder: (event) =>
      onChange(
        reorderTracks(
          value,
          new Set([...event.keys].map(Number)),
          Number(event.target.key),
          event.target.dropPosition,
        ),
      ),
  });
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className={fieldLabelStyles}>
        {trans('Tracks')}
      </span>
      <GridList
        aria-labelledby={labelId}
        items={value}
        dragAndDropHooks={dragAndDropHooks}
        renderEmptyState={() => (
          <p className="px-3 py-4 text-muted-foreground text-sm">{trans('The album has no tracks.')}</p>
        )}
        className="flex flex-col gap-1 rounded-ui border border-border p-1"
      >
        {(track) => (
          <GridListItem
            id={track.id}
            textValue={track.name}
            className="flex items-center gap-3 rounded-ui px-2 py-1.5 outline-hidden data-[dragging]:opacity-50 data-[drop-target]:bg-primary/10 data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid"
          >
            <AriaButton
              slot="drag"
              aria-label={trans('Move :name', { name: track.name })}
              className="grid size-11 shrink-0 cursor-grab place-items-center rounded-ui text-muted-foreground outline-hidden data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus data-[focus-visible]:outline-solid"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                <circle cx="9" cy="6" r="1.5" />
                <circle cx="15" cy="6" r="1.5" />
                <circle cx="9" cy="12" r="1.5" />
                <circle cx="15" cy="12" r="1.5" />
                <circle cx="9" cy="18" r="1.5" />
                <circle cx="15" cy="18" r="1.5" />
              </svg>
            </AriaButton>
            <span className="w-6 text-end text-muted-foreground text-sm tabular-nums">
              {value.findIndex((item) => item.id === track.id) + 1}
            </span>
            <span className="me-auto truncate font-medium">{track.name}</span>
            <span className="text-muted-foreground text-sm tabular-nums">
              {trackDuration(track.duration)}
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={trans('Remove: :name', { name: track.name })}
              onPress={() => onChange(value.filter((item) => item.id !== track.id))}
            >
              {trans('Remove')}
            </Button>
          </GridListItem>
        )}
      </GridList>
      {children}
    </div>
  );
}
