import { useTrans } from '@tonearm/shell';
import { formatPlaybackTime, Slider } from '@tonearm/ui';
import { useState } from 'react';
import { usePlayerSelector, usePlayerStore } from '../store/player-context';

export interface SeekBarProps {
  /**
   * Whether the elapsed and total times are written beside the bar.
   * @default true
   */
  showTimes?: boolean;
  /**
   * Extra classes for `[data-slot="seek-bar"]`.
   * @default undefined
   */
  className?: string;
}

/**
 * The playing position as a slider ('Seek'): arrows move it by seconds, Page Up/Down by tens, Home and End to
 * the ends. The media moves when the drag ends, not at every step of it. Styling hook: `[data-slot="seek-bar"]`.
 */
export function SeekBar({ showTimes = true, className }: SeekBarProps) {
  const { trans } = useTrans();
  const store = usePlayerStore();
  const positionMs = usePlayerSelector((state) => state.positionMs);
  const durationMs = usePlayerSelector((state) => state.durationMs);
  const hasTrack = usePlayerSelector((state) => state.queue.cued !== null);
  const [dragging, setDragging] = useState<number | null>(null);
  const durationSeconds = Math.max(0, Math.floor(durationMs / 1000));
  const seconds = dragging ?? Math.min(Math.floor(positionMs / 1000), durationSeconds);
  return (
    <div data-slot="seek-bar" className={className}>
      <div className="flex items-center gap-2 text-muted-foreground text-xs tabular-nums">
        {showTimes && <span aria-hidden="true">{formatPlaybackTime(seconds, timeContext)}</span>}
        <Slider
          aria-label={trans('Seek')}
          showValue={false}
          size="sm"
          minValue={0}
          maxValue={durationSeconds || 1}
          value={seconds}
          isDisabled={!hasTrack}
          formatValue={(value) =>
            trans(':elapsed of :total', {
              elapsed: formatPlaybackTime(value, timeContext),
              total: formatPlaybackTime(durationSeconds, timeContext),
            })
          }
          onChange={(value) => setDragging(value)}
          onChangeEnd={(value) => {
            setDragging(null);
            store.seek(value * 1000);
          }}
        />
        {showTimes && <span aria-hidden="true">{formatPlaybackTime(durationSeconds, timeContext)}</span>}
      </div>
    </div>
  );
}

const timeContext = { locale: 'en', minValue: 0, maxValue: 0 };
