import { useHttpClient } from '@tonearm/client/react';
import { useAsyncList } from 'react-aria-components';
import { useCatalogueEndpoints } from '../../catalogue-editors/catalogue-endpoints';
import type { CatalogueChoice } from './track-form';

/** Artists or albums whose name holds the typed text, ten at a time from the admin lists; 100,000 never load. */
export function useCatalogueSearch(kind: 'artists' | 'albums') {
  const http = useHttpClient();
  const endpoints = useCatalogueEndpoints();
  return useAsyncList<CatalogueChoice>({
    async load({ filterText }) {
      return { items: await endpoints.search(http, kind, filterText ?? '') };
    },
  });
}
