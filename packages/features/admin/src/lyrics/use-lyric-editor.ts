import { createAdminLyric, getAdminLyric, updateAdminLyric } from '@tonearm/client/calls';
import type { AdminLyric, AdminLyricPayload } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import useSWR from 'swr';

/** The lyrics being edited (`null` for new ones), with a save that creates or rewrites them. */
export function useLyricEditor(id: number | null) {
  const http = useHttpClient();
  const answer = useSWR(id === null ? null : ['admin/lyrics', id], () => getAdminLyric(http, id ?? 0));
  const { mutate } = answer;
  const save = useCallback(
    async (payload: AdminLyricPayload): Promise<AdminLyric> => {
      const saved =
        id === null ? await createAdminLyric(http, payload) : await updateAdminLyric(http, id, payload);
      if (id !== null) await mutate(saved, { revalidate: false });
      return saved.lyric;
    },
    [http, id, mutate],
  );
  return {
    lyric: answer.data?.lyric ?? null,
    error: answer.error as unknown,
    isLoading: id !== null && answer.isLoading,
    reload: () => mutate(),
    save,
  };
}
