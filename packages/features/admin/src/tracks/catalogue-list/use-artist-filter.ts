import { getAdminArtist, getAdminArtists } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import { DEFAULT_LIST_QUERY } from '@tonearm/client/rules';
import type { DataTableModelFilterDefinition } from '@tonearm/ui';
import { useMemo } from 'react';

/** The "Artist" filter of the tracks and albums lists: artists found by name as the admin types. */
export function useArtistFilter(label: string): DataTableModelFilterDefinition {
  const http = useHttpClient();
  return useMemo(
    () => ({
      type: 'model',
      key: 'artist',
      label,
      load: async (search) => {
        const found = await getAdminArtists(http, { ...DEFAULT_LIST_QUERY, query: search, perPage: 10 });
        return found.pagination.data.map((artist) => ({ id: artist.id, label: artist.name }));
      },
      loadOption: async (id) => {
        const { artist } = await getAdminArtist(http, Number(id));
        return { id: artist.id, label: artist.name };
      },
    }),
    [http, label],
  );
}
