import { getAdminTrackChoices } from '@tonearm/client/calls';
import type { AdminTrackChoice } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useAsyncList } from 'react-aria-components';

/** Tracks whose name holds the typed text, ten at a time from the admin's track picker; 100,000 never load. */
export function useTrackChoices() {
  const http = useHttpClient();
  return useAsyncList<AdminTrackChoice>({
    async load({ filterText, signal }) {
      const { tracks } = await getAdminTrackChoices(http, filterText ?? '');
      signal.throwIfAborted();
      return { items: tracks };
    },
  });
}
