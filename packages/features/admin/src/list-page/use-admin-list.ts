import { deleteAdminRows, getAdminList } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import { type ListQuery, listQueryFromSearchParams, listQueryToSearchParams } from '@tonearm/client/rules';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import type * as z from 'zod/mini';
import { LIST_SEARCH_PARAMS, nextListQuery } from './next-list-query';

/**
 * An admin list whose page, search, sort and filters live in the address, so a filtered view can be bookmarked and
 * the browser's Back returns to the previous one. While a new page loads, the previous rows stay on screen.
 */
export function useAdminList<S extends z.ZodMiniType>(resource: string, row: S) {
  const http = useHttpClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => listQueryFromSearchParams(searchParams), [searchParams]);
  const key = [resource, listQueryToSearchParams(query).toString()] as const;
  const answer = useSWR(key, () => getAdminList(http, resource, query, row), { keepPreviousData: true });

  const changeQuery = useCallback(
    (change: Partial<ListQuery>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of LIST_SEARCH_PARAMS) next.delete(name);
          const list = listQueryToSearchParams(nextListQuery(listQueryFromSearchParams(current), change));
          for (const [name, value] of list) next.set(name, value);
          return next;
        },
        // Typing a search would otherwise leave one history entry per pause.
        { replace: change.query !== undefined },
      );
    },
    [setSearchParams],
  );

  const { mutate } = answer;
  const deleteRows = useCallback(
    async (ids: readonly (number | string)[]) => {
      await deleteAdminRows(http, resource, ids);
      await mutate();
    },
    [http, resource, mutate],
  );

  return {
    query,
    changeQuery,
    /** The page on screen: the last one answered while the next loads. */
    page: answer.data?.pagination,
    error: answer.error as unknown,
    isLoading: answer.isLoading || answer.isValidating,
    reload: mutate,
    deleteRows,
  };
}
