import { type Translate, useFormatDate, useTrans } from '@tonearm/shell';
import { Button, Switch, toast } from '@tonearm/ui';
import { useEffect, useRef } from 'react';
import { CloseIcon } from '../icons/icons';
import { CrossfadeSetting } from '../player-bar/CrossfadeSetting';
import { LoudnessSetting } from '../player-bar/LoudnessSetting';
import { usePlayerExtras } from '../player-extras/player-extras';
import { usePlayerSelector, usePlayerStore } from '../store/player-context';
import { upcomingEntries } from '../store/queue';
import { QueueHistory } from './QueueHistory';
import { QueuePanel } from './QueuePanel';
import { queueSource } from './queue-source';
import { useQueueRemoval } from './use-queue-removal';

const sourceLines = (trans: Translate): Record<string, string> => ({
  album: trans('Playing from an album'),
  artist: trans('Playing from an artist'),
  playlist: trans('Playing from a playlist'),
  channel: trans('Playing from a channel'),
  track: trans('Playing a track'),
  user: trans("Playing from a listener's likes"),
  tag: trans('Playing from a genre'),
  genre: trans('Playing from a genre'),
  radio: trans('Playing from a radio'),
});

function PlayingFrom() {
  const { trans } = useTrans();
  const queueId = usePlayerSelector((state) => state.queue.queueId);
  const cued = usePlayerSelector((state) => state.queue.cued);
  const { kind, name } = queueSource(queueId, cued);
  const line = name
    ? trans('Playing from :name', { name })
    : (kind && sourceLines(trans)[kind]) || trans('Playing from your queue');
  return <p className="text-muted-foreground text-sm">{line}</p>;
}

export interface QueueSidePanelProps {
  onClose: () => void;
}

/**
 * The queue beside the page, not over it: the page stays usable while it is open (a non-modal dialog). It says
 * what the queue plays from, then what plays now, the play-next lane, the rest and the history, and offers to
 * clear what is still to come, to save the queue as a playlist, to go on with similar music when it ends, and the
 * crossfade. Focus moves in when it opens and back to what had it when it closes; Escape closes it. From 1024 px
 * the page makes room for it; narrower, it covers the page between the navbar and the player bar. Styling hook:
 * `[data-slot="queue-side-panel"]`.
 */
export function QueueSidePanel({ onClose }: QueueSidePanelProps) {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const store = usePlayerStore();
  const removeFromQueue = useQueueRemoval();
  const { saveAsPlaylist } = usePlayerExtras();
  const queue = usePlayerSelector((state) => state.queue);
  const autoplay = usePlayerSelector((state) => state.autoplay);
  const ref = useRef<HTMLElement>(null);
  const { lane, queue: rest } = upcomingEntries(queue);
  const hasUpcoming = lane.length + rest.length > 0;

  useEffect(() => {
    const opener = ref.current?.ownerDocument.activeElement as HTMLElement | null;
    ref.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Escape inside the panel closes it; heard on the element, since a non-modal panel has no overlay to catch it.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const panel = ref.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      closeRef.current();
    };
    panel?.addEventListener('keydown', onKeyDown);
    return () => panel?.removeEventListener('keydown', onKeyDown);
  }, []);

  const clear = () =>
    removeFromQueue(new Set([...lane, ...rest].map((entry) => entry.key)), trans('Cleared the queue'));
  const save = () => {
    const tracks = queue.order.map((entry) => entry.track);
    if (!saveAsPlaylist || tracks.length === 0) return;
    const name = trans('Queue of :date', { date: formatDate(new Date(), 'numeric') });
    saveAsPlaylist(tracks, name).then(
      (playlist) =>
        toast.positive(trans('Saved the queue as :name', { name: playlist.name }), {
          action: { label: trans('View'), href: playlist.href },
        }),
      () => toast.danger(trans('The queue could not be saved as a playlist.')),
    );
  };

  return (
    <section
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby="queue-side-panel-title"
      tabIndex={-1}
      data-slot="queue-side-panel"
      className="fixed top-12 right-0 bottom-[calc(var(--player-bar-height,0px)+3.5rem)] z-20 flex w-full flex-col gap-4 overflow-y-auto border-border border-l bg-background p-4 outline-none sm:top-[54px] md:top-16 min-[769px]:bottom-[var(--player-bar-height,0px)] min-[1024px]:w-96 min-[1024px]:[body:has(&)_[data-slot=app-content]]:mr-96"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="queue-side-panel-title" className="font-semibold text-lg">
          {trans('Queue')}
        </h2>
        <Button variant="ghost" size="md" isIconOnly aria-label={trans('Close the queue')} onPress={onClose}>
          <CloseIcon />
        </Button>
      </div>
      <PlayingFrom />
      <QueuePanel />
      <QueueHistory />
      <div className="flex flex-wrap gap-2 border-border border-t pt-4">
        <Button variant="outline" size="sm" isDisabled={!hasUpcoming} onPress={clear}>
          {trans('Clear queue')}
        </Button>
        {saveAsPlaylist && (
          <Button variant="outline" size="sm" isDisabled={queue.order.length === 0} onPress={save}>
            {trans('Save as playlist')}
          </Button>
        )}
      </div>
      <Switch isSelected={autoplay} onChange={(selected) => store.setAutoplay(selected)}>
        {trans('Autoplay similar music when the queue ends')}
      </Switch>
      <CrossfadeSetting />
      <LoudnessSetting />
    </section>
  );
}
