import type { AdminChannel, ChannelItemSummary } from '@tonearm/client/contract';
import { showRequestError, useTrans } from '@tonearm/shell';
import { Button, toast } from '@tonearm/ui';
import { useId, useState } from 'react';
import { contentModelLabels } from '../channel-labels';
import { ModelPicker } from '../ModelPicker';
import { ChannelItemList } from './ChannelItemList';
import { useChannelContent } from './use-channel-content';

export interface ChannelContentEditorProps {
  channel: AdminChannel;
}

/**
 * A channel's content under its form. A manual channel's items are searched and added, removed and reordered,
 * each stored at once; an auto-updated channel's are shown with "Update content now"; a channel that lists every
 * item of its type has nothing to curate.
 */
export function ChannelContentEditor({ channel }: ChannelContentEditorProps) {
  const { trans } = useTrans();
  const headingId = useId();
  const content = useChannelContent(channel.id);
  const [updating, setUpdating] = useState(false);
  const [pickerRound, setPickerRound] = useState(0);
  const attempt = async (change: () => Promise<void>, done: string) => {
    try {
      await change();
      toast.positive(done);
    } catch (error) {
      showRequestError(error);
    }
  };

  if (channel.content_type === 'listAll') {
    return (
      <section aria-labelledby={headingId} className="flex max-w-3xl flex-col gap-2">
        <h2 id={headingId} className="font-semibold text-lg">
          {trans('Channel content')}
        </h2>
        <p className="text-muted-foreground text-sm">
          {trans('This channel lists every item of its type, so there is nothing to pick by hand.')}
        </p>
      </section>
    );
  }
  const manual = channel.content_type === 'manual';
  const model = contentModelLabels(trans)[channel.content_model];
  return (
    <section aria-labelledby={headingId} className="flex max-w-3xl flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-lg">
          {trans('Channel content')}
        </h2>
        {!manual && (
          <Button
            variant="outline"
            isPending={updating}
            onPress={async () => {
              setUpdating(true);
              await attempt(content.updateNow, trans('Content updated'));
              setUpdating(false);
            }}
          >
            {trans('Update content now')}
          </Button>
        )}
      </div>
      {manual ? (
        <ModelPicker
          // A fresh, closed search after each pick, keeping the focus there for the next one.
          key={pickerRound}
          autoFocus={pickerRound > 0}
          model={channel.content_model}
          label={trans('Add content')}
          description={trans('Find :type by name or id.', { type: model })}
          placeholder={trans('Search for content to add…')}
          value={null}
          clearsOnChoice
          onChange={(item) => {
            if (!item) return;
            setPickerRound((round) => round + 1);
            void attempt(() => content.add(item), trans('Added “:name”', { name: item.name }));
          }}
        />
      ) : (
        <p className="text-muted-foreground text-sm">
          {trans('Refreshed every 24 hours; the order comes from the update method.')}
        </p>
      )}
      {content.error !== undefined && !content.items ? (
        <div role="alert" className="flex items-center gap-3">
          <p>{trans('The content could not be loaded')}</p>
          <Button variant="outline" size="sm" onPress={() => void content.reload()}>
            {trans('Try again')}
          </Button>
        </div>
      ) : content.items ? (
        <ChannelItemList
          labelledBy={headingId}
          items={content.items}
          onReorder={
            manual
              ? (items: ChannelItemSummary[]) =>
                  void attempt(() => content.reorder(items), trans('Order saved'))
              : undefined
          }
          onRemove={
            manual
              ? (item: ChannelItemSummary) =>
                  void attempt(() => content.remove(item), trans('Removed “:name”', { name: item.name }))
              : undefined
          }
        />
      ) : (
        <p role="status" className="text-muted-foreground text-sm">
          {trans('Loading…')}
        </p>
      )}
    </section>
  );
}
