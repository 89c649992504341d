import { addRoleMembers, getRoleCandidates, getRoleMembers, removeRoleMembers } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import { DEFAULT_LIST_QUERY } from '@tonearm/client/rules';
import { useCallback, useState } from 'react';
import useSWR from 'swr';

/** One page of a role's members with its search, and the changes that add or take the role away. */
export function useRoleMembers(roleId: number) {
  const http = useHttpClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = { ...DEFAULT_LIST_QUERY, query: search, page };
  const answer = useSWR(
    ['admin/roles/users', roleId, search, page],
    () => getRoleMembers(http, roleId, query),
    {
      keepPreviousData: true,
    },
  );
  const { mutate } = answer;

  const add = useCallback(
    async (userIds: number[]) => {
      await addRoleMembers(http, roleId, { userIds });
      await mutate();
    },
    [http, roleId, mutate],
  );
  const remove = useCallback(
    async (userIds: number[]) => {
      await removeRoleMembers(http, roleId, { userIds });
      await mutate();
    },
    [http, roleId, mutate],
  );

  return {
    search,
    /** A new search starts from the first page. */
    changeSearch: (text: string) => {
      setSearch(text);
      setPage(1);
    },
    page,
    setPage,
    members: answer.data?.pagination,
    error: answer.error as unknown,
    isLoading: answer.isLoading,
    reload: () => mutate(),
    add,
    remove,
  };
}

/** The users the "Add members" picker offers for `search`: up to ten who do not hold the role yet. */
export function useRoleCandidates(roleId: number, search: string) {
  const http = useHttpClient();
  const answer = useSWR(['admin/roles/candidates', roleId, search.trim()], () =>
    getRoleCandidates(http, roleId, search),
  );
  return {
    candidates: answer.data?.users ?? [],
    error: answer.error as unknown,
    isLoading: answer.isLoading,
    reload: () => answer.mutate(),
  };
}
