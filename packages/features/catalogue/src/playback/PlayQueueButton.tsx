import type { PlayerTrack } from '@tonearm/player';
import { usePlayerActions, useQueueIsPlaying, warmPlayer } from '@tonearm/player';
import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { PauseIcon, PlayIcon } from '../icons/icons';

export interface PlayQueueButtonProps {
  tracks: readonly PlayerTrack[];
  /** Names the queue, e.g. `album.5`, so the button pauses while that queue plays. */
  queueId: string;
  /** @default 'Play' */
  label?: string;
}

/** A page's big play button: plays its tracks from the first, or pauses and resumes when they are playing. */
export function PlayQueueButton({ tracks, queueId, label }: PlayQueueButtonProps) {
  const { trans } = useTrans();
  const player = usePlayerActions();
  const isPlaying = useQueueIsPlaying(queueId);
  return (
    <Button
      size="lg"
      isDisabled={tracks.length === 0}
      className="rounded-full"
      onHoverStart={warmPlayer}
      onFocus={warmPlayer}
      onPress={() => (isPlaying ? player.togglePlay() : player.playQueue({ tracks: [...tracks], queueId }))}
    >
      {isPlaying ? <PauseIcon /> : <PlayIcon />}
      {isPlaying ? trans('Pause') : (label ?? trans('Play'))}
    </Button>
  );
}
