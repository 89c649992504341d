import { getTrackWave } from '@tonearm/client';
import type { Track } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Skeleton } from '@tonearm/ui';
import { useMemo } from 'react';
import { useCatalogueQuery } from '../data/use-catalogue-query';
import { useTrackPlayback } from './use-track-playback';
import { WaveformSlider } from './WaveformSlider';
import { peaksToBars } from './waveform-bars';

/** The cache key of a track's waveform, so a new or deleted comment can refresh its markers. */
export const trackWaveKey = (trackId: number) => ['track', trackId, 'wave'] as const;

export interface TrackWaveformProps {
  track: Track;
}

/**
 * A track's waveform under its header: seeks the player while the track plays, and plays it from the chosen
 * point otherwise. Comments pinned to a point of the track show as marks along it.
 */
export function TrackWaveform({ track }: TrackWaveformProps) {
  const { trans } = useTrans();
  const wave = useCatalogueQuery(trackWaveKey(track.id), (http) => getTrackWave(http, track.id));
  const playback = useTrackPlayback(track);
  const bars = useMemo(() => peaksToBars(wave.data?.waveData ?? []), [wave.data]);
  if (!wave.data && !wave.error) {
    return (
      <div role="status" aria-label={trans('Loading the waveform')}>
        <Skeleton className="h-20 w-full sm:h-24" />
      </div>
    );
  }
  const pinned = (wave.data?.comments ?? []).filter((comment) => comment.position > 0);
  return (
    <WaveformSlider
      bars={bars}
      positionSeconds={playback.positionMs / 1000}
      durationSeconds={playback.durationMs / 1000}
      showsProgress={playback.isCurrent}
      onSeek={(seconds) => playback.seek(seconds * 1000)}
    >
      {pinned.map((comment) => (
        <span
          key={comment.id}
          aria-hidden="true"
          data-slot="waveform-comment"
          title={`${comment.user.name}: ${comment.content}`}
          className="absolute bottom-0 size-2 -translate-x-1/2 rounded-full bg-foreground ring-2 ring-background"
          style={{ left: `${comment.position * 100}%` }}
        />
      ))}
    </WaveformSlider>
  );
}
