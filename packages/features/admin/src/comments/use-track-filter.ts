import { getAdminTrack, getAdminTracks } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import { DEFAULT_LIST_QUERY } from '@tonearm/client/rules';
import type { DataTableModelFilterDefinition } from '@tonearm/ui';
import { useMemo } from 'react';

/** The comments list's "Track" filter: tracks found by name as the admin types, ten at a time. */
export function useTrackFilter(label: string): DataTableModelFilterDefinition {
  const http = useHttpClient();
  return useMemo(
    () => ({
      type: 'model',
      key: 'track',
      label,
      load: async (search) => {
        const found = await getAdminTracks(http, { ...DEFAULT_LIST_QUERY, query: search, perPage: 10 });
        return found.pagination.data.map((track) => ({
          id: track.id,
          label: track.name,
          ...(track.artists[0] ? { description: track.artists[0].name } : {}),
        }));
      },
      loadOption: async (id) => {
        const { track } = await getAdminTrack(http, Number(id));
        return { id: track.id, label: track.name };
      },
    }),
    [http, label],
  );
}
