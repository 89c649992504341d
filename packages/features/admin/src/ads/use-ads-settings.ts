import { getAdminAds, updateAdminAds } from '@tonearm/client/calls';
import type { AdminAds, AdminAdsResponse } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import useSWR from 'swr';

/** The stored ad slots and a save that replaces them all. */
export function useAdsSettings() {
  const http = useHttpClient();
  const answer = useSWR('admin/ads', () => getAdminAds(http));
  const { mutate } = answer;
  const save = useCallback(
    async (ads: AdminAds): Promise<AdminAdsResponse> => {
      const saved = await updateAdminAds(http, ads);
      await mutate(saved, { revalidate: false });
      return saved;
    },
    [http, mutate],
  );
  return { ads: answer.data?.ads ?? null, error: answer.error as unknown, reload: () => mutate(), save };
}
