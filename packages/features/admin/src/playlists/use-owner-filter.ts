import { getAdminPlaylistOwner, getAdminPlaylistOwners } from '@tonearm/client/calls';
import { useHttpClient } from '@tonearm/client/react';
import type { DataTableModelFilterDefinition } from '@tonearm/ui';
import { useMemo } from 'react';

/**
 * The playlists list's "Owner" filter: accounts found by name or email as the admin types, ten at a time, through
 * the playlists section's own search, which needs no right over the users section.
 */
export function useOwnerFilter(label: string): DataTableModelFilterDefinition {
  const http = useHttpClient();
  return useMemo(
    () => ({
      type: 'model',
      key: 'owner',
      label,
      load: async (search) => {
        const { users } = await getAdminPlaylistOwners(http, search);
        return users.map((user) => ({ id: user.id, label: user.name, description: user.email }));
      },
      loadOption: async (id) => {
        const { user } = await getAdminPlaylistOwner(http, Number(id));
        return { id: user.id, label: user.name };
      },
    }),
    [http, label],
  );
}
