import type { PlayerTrack } from '@tonearm/player';
import { usePlayerActions, usePlayerStore } from '@tonearm/player';
import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { ShuffleIcon } from '../icons/icons';

export interface ShufflePlayButtonProps {
  tracks: readonly PlayerTrack[];
  /** Names the queue, as the page's play button does. */
  queueId: string;
}

/** Plays a page's tracks in shuffled order from a random one, and leaves the player's shuffle on. */
export function ShufflePlayButton({ tracks, queueId }: ShufflePlayButtonProps) {
  const { trans } = useTrans();
  const store = usePlayerStore();
  const player = usePlayerActions();
  return (
    <Button
      size="lg"
      variant="outline"
      isDisabled={tracks.length === 0}
      className="rounded-full"
      onPress={() => {
        store.setShuffle(true);
        const startIndex = Math.floor(Math.random() * tracks.length);
        player.playQueue({ tracks: [...tracks], startIndex, queueId });
      }}
    >
      <ShuffleIcon />
      {trans('Shuffle')}
    </Button>
  );
}
