import type { Track } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { formatPlaybackTime, Slider } from '@tonearm/ui';
import { useState } from 'react';
import { useTrackPlayback } from './use-track-playback';

const timeContext = { locale: 'en', minValue: 0, maxValue: 0 };

/**
 * The track page's plain seek bar, for sites that chose a simple line over the waveform: the kit's slider ('Seek',
 * read as 'm:ss of m:ss'), moving the player while the track is current and playing it from the chosen point
 * otherwise. Styling hook: `[data-slot="track-seek-line"]`.
 */
export function TrackSeekLine({ track }: { track: Track }) {
  const { trans } = useTrans();
  const playback = useTrackPlayback(track);
  const [dragging, setDragging] = useState<number | null>(null);
  const maxValue = Math.max(1, Math.floor(playback.durationMs / 1000));
  const value = dragging ?? Math.min(Math.floor(playback.positionMs / 1000), maxValue);
  return (
    <div data-slot="track-seek-line" className="flex flex-col gap-1">
      <Slider
        aria-label={trans('Seek')}
        showValue={false}
        minValue={0}
        maxValue={maxValue}
        value={value}
        formatValue={(seconds) =>
          trans(':elapsed of :total', {
            elapsed: formatPlaybackTime(seconds, timeContext),
            total: formatPlaybackTime(maxValue, timeContext),
          })
        }
        onChange={(seconds) => setDragging(seconds)}
        onChangeEnd={(seconds) => {
          setDragging(null);
          playback.seek(seconds * 1000);
        }}
      />
      <div aria-hidden="true" className="flex justify-between text-muted-foreground text-xs tabular-nums">
        <span>{formatPlaybackTime(value, timeContext)}</span>
        <span>{formatPlaybackTime(maxValue, timeContext)}</span>
      </div>
    </div>
  );
}
