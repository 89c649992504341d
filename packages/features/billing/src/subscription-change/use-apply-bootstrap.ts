import type { BootstrapData } from '@tonearm/client/contract';
import { useBootstrapStore } from '@tonearm/shell';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Takes the fresh bootstrap data a subscription change answers with: the user's permissions changed, so every
 * cached query is dropped rather than shown with the old ones.
 */
export function useApplyBootstrap(): (data: BootstrapData) => void {
  const store = useBootstrapStore();
  const { mutate } = useSWRConfig();
  return useCallback(
    (data) => {
      void mutate(() => true, undefined, { revalidate: false });
      store.set(data);
    },
    [store, mutate],
  );
}
