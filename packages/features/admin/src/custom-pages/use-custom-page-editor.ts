import { createAdminCustomPage, getAdminCustomPage, updateAdminCustomPage } from '@tonearm/client/calls';
import type { AdminCustomPagePayload, AdminCustomPageResponse } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import useSWR from 'swr';

/** The page being edited (`null` for a new page), with a save that publishes or rewrites it. */
export function useCustomPageEditor(id: number | null) {
  const http = useHttpClient();
  const answer = useSWR(id === null ? null : ['admin/custom-pages', id], () =>
    getAdminCustomPage(http, id ?? 0),
  );
  const { mutate } = answer;
  const save = useCallback(
    async (payload: AdminCustomPagePayload): Promise<AdminCustomPageResponse> => {
      const saved =
        id === null
          ? await createAdminCustomPage(http, payload)
          : await updateAdminCustomPage(http, id, payload);
      if (id !== null) await mutate(saved, { revalidate: false });
      return saved;
    },
    [http, id, mutate],
  );
  return {
    page: answer.data?.page ?? null,
    error: answer.error as unknown,
    isLoading: id !== null && answer.isLoading,
    reload: () => mutate(),
    save,
  };
}
