import { getAdminAlbums, getAdminArtists } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import { DEFAULT_LIST_QUERY } from '@tonearm/client/rules';
import { useAsyncList } from 'react-aria-components';
import type { CatalogueChoice } from './track-form';

/** Artists or albums whose name holds the typed text, ten at a time from the admin lists; 100,000 never load. */
export function useCatalogueSearch(kind: 'artists' | 'albums') {
  const http = useHttpClient();
  return useAsyncList<CatalogueChoice>({
    async load({ filterText }) {
      const query = { ...DEFAULT_LIST_QUERY, perPage: 10, query: filterText ?? '' };
      const answer =
        kind === 'artists' ? await getAdminArtists(http, query) : await getAdminAlbums(http, query);
      return { items: answer.pagination.data.map(({ id, name }) => ({ id, name })) };
    },
  });
}
