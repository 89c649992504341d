import { searchType } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import { useAsyncList } from 'react-aria-components';

/** One artist the claim picker offers. */
export interface ArtistChoice {
  id: number;
  name: string;
  verified: boolean;
}

/** Artists whose name holds the typed text, one page from the catalogue search; nothing is asked before typing. */
export function useArtistSearch() {
  const http = useHttpClient();
  return useAsyncList<ArtistChoice>({
    async load({ filterText }) {
      const text = filterText?.trim() ?? '';
      if (text === '') return { items: [] };
      const answer = await searchType(http, 'artists', text);
      return {
        items: answer.pagination.data.map(({ id, name, verified }) => ({ id, name, verified })),
      };
    },
  });
}
