import { getAdminList, getAdminUser } from '@tonearm/client/calls';
import { adminUserRowSchema } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { DEFAULT_LIST_QUERY } from '@tonearm/client/rules';
import type { DataTableModelFilterDefinition } from '@tonearm/ui';
import { useMemo } from 'react';

/** The playlists list's "Owner" filter: accounts found by name or email as the admin types, ten at a time. */
export function useOwnerFilter(label: string): DataTableModelFilterDefinition {
  const http = useHttpClient();
  return useMemo(
    () => ({
      type: 'model',
      key: 'owner',
      label,
      load: async (search) => {
        const query = { ...DEFAULT_LIST_QUERY, query: search, perPage: 10 };
        const found = await getAdminList(http, 'admin/users', query, adminUserRowSchema);
        return found.pagination.data.map((user) => ({
          id: user.id,
          label: user.name,
          description: user.email,
        }));
      },
      loadOption: async (id) => {
        const { user } = await getAdminUser(http, Number(id));
        return { id: user.id, label: user.name };
      },
    }),
    [http, label],
  );
}
