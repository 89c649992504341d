import { createAdminChannel, getAdminChannel, updateAdminChannel } from '@tonearm/client/calls';
import type { AdminChannelPayload, AdminChannelResponse } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import useSWR from 'swr';

/** One channel as its form edits it (none for a new one), and saving it. */
export function useChannelEditor(id: number | null) {
  const http = useHttpClient();
  const answer = useSWR(id === null ? null : ['admin/channels', id], () =>
    getAdminChannel(http, id as number),
  );
  const { mutate } = answer;
  const save = useCallback(
    async (payload: AdminChannelPayload): Promise<AdminChannelResponse> => {
      const saved =
        id === null ? await createAdminChannel(http, payload) : await updateAdminChannel(http, id, payload);
      if (id !== null) await mutate(saved, { revalidate: false });
      return saved;
    },
    [http, id, mutate],
  );
  return {
    channel: answer.data?.channel,
    error: answer.error as unknown,
    isLoading: answer.isLoading,
    reload: mutate,
    save,
  };
}
