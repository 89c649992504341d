import { getAdminArtist, updateAdminArtist } from '@tonearm/client/calls';
import type { AdminArtistPayload } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import useSWR from 'swr';

/** One artist as its form edits it, and saving it. */
export function useArtistEditor(id: number) {
  const http = useHttpClient();
  const answer = useSWR(['admin/artists', id], () => getAdminArtist(http, id));
  const { mutate } = answer;
  const save = useCallback(
    async (payload: AdminArtistPayload) => {
      const saved = await updateAdminArtist(http, id, payload);
      await mutate(saved, { revalidate: false });
      return saved;
    },
    [http, id, mutate],
  );
  return { artist: answer.data?.artist, error: answer.error as unknown, reload: mutate, save };
}
