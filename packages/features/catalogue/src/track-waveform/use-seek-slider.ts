import { useTrans } from '@tonearm/shell';
import { formatPlaybackTime, type SliderProps } from '@tonearm/ui';
import { useState } from 'react';

const timeContext = { locale: 'en', minValue: 0, maxValue: 0 };

export interface SeekSliderOptions {
  /** Where the player is, in seconds. */
  positionSeconds: number;
  /** The track's length in seconds. */
  durationSeconds: number;
  /** Called with the second chosen, when a drag or a key press ends. */
  onSeek: (seconds: number) => void;
}

/**
 * The seek state shared by the track's seek bars: while a drag or key press moves the kit's slider it shows the
 * chosen second, and the player only seeks once the move ends. The slider's props read 'Seek', as 'm:ss of m:ss'.
 */
export function useSeekSlider({ positionSeconds, durationSeconds, onSeek }: SeekSliderOptions) {
  const { trans } = useTrans();
  const [dragging, setDragging] = useState<number | null>(null);
  // A track without a known length still gets a one-second slider, so the thumb has somewhere to sit.
  const maxValue = Math.max(1, Math.floor(durationSeconds));
  const value = dragging ?? Math.min(Math.floor(positionSeconds), maxValue);
  return {
    value,
    maxValue,
    isDragging: dragging !== null,
    /** The played and total time as the readout under the slider writes them. */
    elapsedText: formatPlaybackTime(value, timeContext),
    totalText: formatPlaybackTime(maxValue, timeContext),
    sliderProps: {
      'aria-label': trans('Seek'),
      showValue: false,
      minValue: 0,
      maxValue,
      value,
      formatValue: (seconds) =>
        trans(':elapsed of :total', {
          elapsed: formatPlaybackTime(seconds, timeContext),
          total: formatPlaybackTime(maxValue, timeContext),
        }),
      onChange: (seconds) => setDragging(seconds),
      onChangeEnd: (seconds) => {
        setDragging(null);
        onSeek(seconds);
      },
    } satisfies SliderProps,
  };
}
