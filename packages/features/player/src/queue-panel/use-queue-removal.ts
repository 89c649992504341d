import { useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { usePlayerStore } from '../store/player-context';
import { removeEntries, restoreEntries } from '../store/queue-edits';

/**
 * Takes entries out of the queue and confirms it with a toast whose Undo puts them back where they were, keeping
 * whatever the listener or the player changed in between.
 */
export function useQueueRemoval(): (keys: ReadonlySet<string>, confirmation: string) => void {
  const store = usePlayerStore();
  const { trans } = useTrans();
  return (keys, confirmation) => {
    const before = store.getState().queue;
    store.changeQueue(removeEntries(before, keys));
    toast.positive(confirmation, {
      action: {
        label: trans('Undo'),
        onPress: () => store.changeQueue(restoreEntries(store.getState().queue, before, keys)),
      },
    });
  };
}
