import { getAdminAlbum, updateAdminAlbum } from '@tonearm/client/calls';
import type { AdminAlbumPayload } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import useSWR from 'swr';

/** One album as its form edits it, and saving it. */
export function useAlbumEditor(id: number) {
  const http = useHttpClient();
  const answer = useSWR(['admin/albums', id], () => getAdminAlbum(http, id));
  const { mutate } = answer;
  const save = useCallback(
    async (payload: AdminAlbumPayload) => {
      const saved = await updateAdminAlbum(http, id, payload);
      await mutate(saved, { revalidate: false });
      return saved;
    },
    [http, id, mutate],
  );
  return { album: answer.data?.album, error: answer.error as unknown, reload: mutate, save };
}
