import { cn, Slider } from '@tonearm/ui';
import type { ReactNode } from 'react';
import { useSeekSlider } from './use-seek-slider';
import { playedFraction } from './waveform-bars';

export interface WaveformSliderProps {
  /** The bar heights from 0 to 1, as `peaksToBars` makes them. */
  bars: readonly number[];
  /** Where the player is, in seconds. */
  positionSeconds: number;
  /** The track's length in seconds. */
  durationSeconds: number;
  /** Whether the played part is drawn in the primary colour: only for the player's current track. */
  showsProgress: boolean;
  /** Called with the second chosen, when a drag or a key press ends. */
  onSeek: (seconds: number) => void;
  /** Marks drawn over the waveform, e.g. the comments pinned to it. @default undefined */
  children?: ReactNode;
}

const BAR_STEP = 3;

// The kit's slider does the seeking (keys, pointer, value text); its track is stretched over the drawing and its
// rail hidden, so the bars are what the listener sees and clicks.
const sliderOverDrawing = cn(
  'absolute inset-0',
  '[&_[data-slot=slider-track]]:h-20 sm:[&_[data-slot=slider-track]]:h-24',
  '[&_[data-slot=slider-rail]]:opacity-0',
  '[&_[data-slot=slider-thumb]]:h-full [&_[data-slot=slider-thumb]]:w-0.5',
  '[&_[data-slot=slider-thumb]]:rounded-none [&_[data-slot=slider-thumb]]:border-0',
  '[&_[data-slot=slider-thumb]]:shadow-none [&_[data-slot=slider-thumb][data-dragging]]:scale-100',
);

/**
 * A track's waveform as a seek slider ('Seek', read as 'm:ss of m:ss'): arrows move it by seconds, Page Up/Down
 * by tens, Home and End to the ends; a click or a drag on the bars picks the point, applied when it ends.
 * Styling hooks: `[data-slot="waveform"]` with `[data-progress]` while the played part shows.
 */
export function WaveformSlider({
  bars,
  positionSeconds,
  durationSeconds,
  showsProgress,
  onSeek,
  children,
}: WaveformSliderProps) {
  const seek = useSeekSlider({ positionSeconds, durationSeconds, onSeek });
  const showsPlayed = showsProgress || seek.isDragging;
  const played = showsPlayed ? playedFraction(seek.value, seek.maxValue) : 0;
  const width = Math.max(1, bars.length * BAR_STEP);
  return (
    <div data-slot="waveform" data-progress={showsPlayed || undefined} className="flex flex-col gap-1">
      <div className="relative h-20 w-full sm:h-24">
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          className="pointer-events-none absolute inset-0 h-full w-full"
        >
          {bars.map((height, index) => (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: a bar is a fixed share of the track, named by its place
              key={index}
              x={index * BAR_STEP}
              y={50 - height * 50}
              width={BAR_STEP - 1}
              height={height * 100}
              className={(index + 0.5) / bars.length <= played ? 'fill-primary' : 'fill-muted-foreground/40'}
            />
          ))}
        </svg>
        <Slider
          {...seek.sliderProps}
          className={cn(
            sliderOverDrawing,
            !showsPlayed && '[&_[data-slot=slider-thumb]:not([data-focus-visible])]:opacity-0',
          )}
        />
        <div className="pointer-events-none absolute inset-0">{children}</div>
      </div>
      <div aria-hidden="true" className="flex justify-between text-muted-foreground text-xs tabular-nums">
        <span>{seek.elapsedText}</span>
        <span>{seek.totalText}</span>
      </div>
    </div>
  );
}
