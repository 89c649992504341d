import type { Track } from '@tonearm/client/contract';
import { Slider } from '@tonearm/ui';
import { useSeekSlider } from './use-seek-slider';
import { useTrackPlayback } from './use-track-playback';

/**
 * The track page's plain seek bar, for sites that chose a simple line over the waveform: the kit's slider ('Seek',
 * read as 'm:ss of m:ss'), moving the player while the track is current and playing it from the chosen point
 * otherwise. Styling hook: `[data-slot="track-seek-line"]`.
 */
export function TrackSeekLine({ track }: { track: Track }) {
  const playback = useTrackPlayback(track);
  const seek = useSeekSlider({
    positionSeconds: playback.positionMs / 1000,
    durationSeconds: playback.durationMs / 1000,
    onSeek: (seconds) => playback.seek(seconds * 1000),
  });
  return (
    <div data-slot="track-seek-line" className="flex flex-col gap-1">
      <Slider {...seek.sliderProps} />
      <div aria-hidden="true" className="flex justify-between text-muted-foreground text-xs tabular-nums">
        <span>{seek.elapsedText}</span>
        <span>{seek.totalText}</span>
      </div>
    </div>
  );
}
