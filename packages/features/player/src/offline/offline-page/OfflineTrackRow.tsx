import { formatBytes } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import { Badge, Button, useLocale } from '@tonearm/ui';
import { PauseIcon, PlayIcon, RemoveIcon } from '../../icons/icons';
import { usePlaybackOf } from '../../store';
import { artistNames } from '../../store/player-track';
import type { OfflineTrack } from '../offline-policy';

export interface OfflineTrackRowProps {
  kept: OfflineTrack;
  /** Plays the kept tracks from this one; for the cued track, pauses or resumes it. */
  onPlay: () => void;
  /** Stops keeping this track. */
  onRemove: () => void;
}

/** One kept track: play, its name and artists, why it is kept, its size and "Remove". */
export function OfflineTrackRow({ kept, onPlay, onRemove }: OfflineTrackRowProps) {
  const { trans } = useTrans();
  const { locale } = useLocale();
  const { track } = kept;
  const { isPlaying } = usePlaybackOf(track.id);
  return (
    <li className="flex items-center gap-3 rounded-ui px-2 py-2 hover:bg-muted/50">
      <Button
        variant="ghost"
        isIconOnly
        onPress={onPlay}
        aria-label={trans(isPlaying ? 'Pause :name' : 'Play :name', { name: track.name })}
        className="rounded-full"
      >
        {isPlaying ? <PauseIcon /> : <PlayIcon />}
      </Button>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{track.name}</span>
        <span className="truncate text-muted-foreground text-xs">{artistNames(track)}</span>
      </span>
      <Badge>{kept.reason === 'saved' ? trans('Saved') : trans('Recently played')}</Badge>
      <span className="w-20 shrink-0 text-end text-muted-foreground text-sm tabular-nums">
        {formatBytes(kept.bytes, locale)}
      </span>
      <Button
        variant="ghost"
        isIconOnly
        onPress={onRemove}
        aria-label={trans('Remove :name from offline', { name: track.name })}
      >
        <RemoveIcon />
      </Button>
    </li>
  );
}
