import { getAdminList } from '@tonearm/client/calls';
import { adminUserRowSchema } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { DEFAULT_LIST_QUERY } from '@tonearm/client/rules';
import { useAsyncList } from 'react-aria-components';

/** One account offered by the user picker. */
export interface UserChoice {
  id: number;
  name: string;
  email: string;
}

/** Accounts whose name or email holds the typed text, ten at a time from `GET admin/users`; 100,000 never load. */
export function useUserSearch() {
  const http = useHttpClient();
  return useAsyncList<UserChoice>({
    async load({ filterText }) {
      const answer = await getAdminList(
        http,
        'admin/users',
        { ...DEFAULT_LIST_QUERY, perPage: 10, query: filterText ?? '' },
        adminUserRowSchema,
      );
      return { items: answer.pagination.data.map(({ id, name, email }) => ({ id, name, email })) };
    },
  });
}
