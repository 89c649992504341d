import { search } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { useMemo } from 'react';
import useSWR from 'swr';
import { searchQueryOf } from '../search-query/search-query';
import { useDebouncedQuery } from './debounced-query';
import { type InstantGroup, instantGroups } from './instant-results';

export interface InstantSearch {
  /** The query the groups answer, once typing paused; empty while there is nothing to search for. */
  query: string;
  groups: InstantGroup[];
  /** Whether the answer for the text as typed is still to come (typing, or the request in flight). */
  isPending: boolean;
  /** Whether the last request failed. */
  failed: boolean;
}

/**
 * The dropdown's results for the text in the field: asked for 300 ms after typing pauses, cached per query by the
 * app's query policy, and the last answer kept on screen while the next one loads so the list does not flicker.
 */
export function useInstantSearch(text: string): InstantSearch {
  const http = useHttpClient();
  const typed = searchQueryOf(text);
  const query = useDebouncedQuery(typed);
  const answer = useSWR(query ? ['search', query] : null, () => search(http, query), {
    keepPreviousData: true,
  });
  const results = query ? answer.data?.results : undefined;
  const groups = useMemo(() => (results ? instantGroups(results) : []), [results]);
  return {
    query,
    groups,
    isPending: typed !== '' && (typed !== query || answer.data?.query !== query),
    failed: Boolean(answer.error) && !answer.isValidating,
  };
}
