import type { AdminTrackChoice } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { useId } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { lineWords, lrcStamp, lyricLines } from './lrc-stamp';
import { STAMP_SHORTCUT, useStamping } from './use-stamping';
import { useTrackPlayback } from './use-track-playback';

export interface StampPanelProps {
  track: AdminTrackChoice | null;
  text: string;
  onTextChange: (text: string) => void;
}

const STAMPED = /^\s*(\[\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?\])/;

/**
 * Stamp mode: the picked track plays in the app's player, and "Stamp line" (or Alt+Enter) writes the playing
 * position to the current line and moves to the next. Any line can be made the current one from the list.
 */
export function StampPanel({ track, text, onTextChange }: StampPanelProps) {
  const { trans } = useTrans();
  const titleId = useId();
  const playback = useTrackPlayback(track);
  const stamping = useStamping({
    text,
    onTextChange,
    positionNow: playback.positionNow,
    enabled: playback.isCued,
  });
  const lines = lyricLines(text).map((line, index) => ({ id: index, line }));
  const hint = !track
    ? trans('Choose a track to stamp its lyrics.')
    : !playback.canPlay
      ? trans('This track has no audio to play.')
      : !playback.isCued
        ? trans('Play the track, then stamp each line as it begins.')
        : trans('Stamp each line as it begins: press Stamp line or Alt+Enter.');

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-md border border-border p-4">
      <h2 id={titleId} className="font-semibold text-lg">
        {trans('Stamp mode')}
      </h2>
      <p className="text-muted-foreground text-sm">{hint}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onPress={playback.toggle} isDisabled={!playback.canPlay}>
          {playback.isPlaying ? trans('Pause') : trans('Play the track')}
        </Button>
        <output aria-label={trans('Playing position')} className="font-mono tabular-nums">
          {lrcStamp(playback.positionMs)}
        </output>
        <Button onPress={stamping.stamp} isDisabled={!stamping.canStamp} aria-keyshortcuts={STAMP_SHORTCUT}>
          {trans('Stamp line')}
        </Button>
      </div>
      <ListBox
        aria-label={trans('Lines to stamp')}
        items={lines}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={stamping.current === null ? [] : [stamping.current]}
        onSelectionChange={(keys) => {
          const [key] = keys === 'all' ? [] : [...keys];
          if (key !== undefined) stamping.setCurrent(Number(key));
        }}
        className="max-h-72 overflow-y-auto rounded-md border border-border"
      >
        {({ id, line }) => (
          <ListBoxItem
            id={id}
            textValue={lineWords(line).trim() || trans('Blank line')}
            className="flex min-h-8 cursor-default items-baseline gap-3 px-3 py-1 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-ring data-[selected]:bg-accent data-[selected]:font-semibold"
          >
            <span className="w-24 shrink-0 font-mono text-muted-foreground text-sm tabular-nums">
              {STAMPED.exec(line)?.[1] ?? ''}
            </span>
            <span className={line.trim() === '' ? 'text-muted-foreground italic' : undefined}>
              {lineWords(line).trim() || trans('Blank line')}
            </span>
          </ListBoxItem>
        )}
      </ListBox>
    </section>
  );
}
