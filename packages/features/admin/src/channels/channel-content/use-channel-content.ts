import {
  addChannelItem,
  getChannelItems,
  removeChannelItem,
  reorderChannelItems,
  updateChannelContentNow,
} from '@tonearm/client/calls';
import type { ChannelItemRef, ChannelItemSummary } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import useSWR from 'swr';

/**
 * A channel's items in order, and the changes a manual channel takes (add, remove, reorder) or an auto-updated
 * one ("update content now"). Each change is stored at once; the list then shows the server's answer, and a
 * reorder shows at once and goes back if the server refuses it.
 */
export function useChannelContent(channelId: number) {
  const http = useHttpClient();
  const answer = useSWR(['admin/channels', channelId, 'content'], () => getChannelItems(http, channelId));
  const { mutate } = answer;
  const add = useCallback(
    async (item: ChannelItemRef) => {
      await mutate(await addChannelItem(http, channelId, item), { revalidate: false });
    },
    [http, channelId, mutate],
  );
  const remove = useCallback(
    async (item: ChannelItemRef) => {
      await mutate(await removeChannelItem(http, channelId, item), { revalidate: false });
    },
    [http, channelId, mutate],
  );
  const reorder = useCallback(
    async (items: ChannelItemSummary[]) => {
      await mutate(reorderChannelItems(http, channelId, items), {
        optimisticData: { items },
        rollbackOnError: true,
        revalidate: false,
      });
    },
    [http, channelId, mutate],
  );
  const updateNow = useCallback(async () => {
    await mutate(await updateChannelContentNow(http, channelId), { revalidate: false });
  }, [http, channelId, mutate]);
  return {
    items: answer.data?.items,
    error: answer.error as unknown,
    reload: mutate,
    add,
    remove,
    reorder,
    updateNow,
  };
}
