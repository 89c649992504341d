import { hasPermission } from '@tonearm/client/rules';
import { PLAY_PERMISSION, type PlayerTrack, usePlayerActions } from '@tonearm/player';
import { useBootstrapData, useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { PlayNextIcon, QueueIcon } from '../icons/icons';
import type { ItemMenuEntry } from '../item-menu/ItemMenu';

/**
 * "Play next" and "Add to queue" for a menu, each confirmed by a toast naming what was queued (a visitor who may
 * not play music gets the player's refusal instead).
 */
export function useQueueEntries(tracks: readonly PlayerTrack[]): ItemMenuEntry[] {
  const { trans } = useTrans();
  const player = usePlayerActions();
  const { user, guest_role } = useBootstrapData();
  const canPlay = hasPermission({ user, guestRole: guest_role }, PLAY_PERMISSION);
  const what =
    tracks.length === 1 && tracks[0]
      ? tracks[0].name
      : trans('{count, plural, one {# track} other {# tracks}}', { count: tracks.length });
  const confirm = (message: string) => canPlay && toast.positive(message);
  return [
    {
      id: 'play-next',
      label: trans('Play next'),
      icon: <PlayNextIcon />,
      onAction: () => {
        player.playNext([...tracks]);
        confirm(trans(':what will play next', { what }));
      },
    },
    {
      id: 'add-to-queue',
      label: trans('Add to queue'),
      icon: <QueueIcon />,
      onAction: () => {
        player.addToQueue([...tracks]);
        confirm(trans('Added :what to the queue', { what }));
      },
    },
  ];
}
