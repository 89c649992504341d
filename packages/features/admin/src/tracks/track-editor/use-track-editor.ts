import { getAdminTrack, updateAdminTrack } from '@tonearm/client/calls';
import type { AdminTrackPayload } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import useSWR from 'swr';

/** One track as its form edits it, and saving it. */
export function useTrackEditor(id: number) {
  const http = useHttpClient();
  const answer = useSWR(['admin/tracks', id], () => getAdminTrack(http, id));
  const { mutate } = answer;
  const save = useCallback(
    async (payload: AdminTrackPayload) => {
      const saved = await updateAdminTrack(http, id, payload);
      await mutate(saved, { revalidate: false });
      return saved;
    },
    [http, id, mutate],
  );
  return { track: answer.data?.track, error: answer.error as unknown, reload: mutate, save };
}
