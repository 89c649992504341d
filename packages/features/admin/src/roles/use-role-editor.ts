import {
  createAdminRole,
  getAdminRole,
  getPermissionCatalogue,
  updateAdminRole,
} from '@tonearm/client/calls';
import type { AdminRole, RolePayload } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import useSWR from 'swr';

/** Every permission the server checks, grouped by area; it changes only with the server, so it is read once. */
export function usePermissionCatalogue() {
  const http = useHttpClient();
  return useSWR('admin/permissions', () => getPermissionCatalogue(http), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

/** The role being edited (`null` for a new role), with a save that creates or replaces it. */
export function useRoleEditor(id: number | null) {
  const http = useHttpClient();
  const answer = useSWR(id === null ? null : ['admin/roles', id], () => getAdminRole(http, id ?? 0));
  const { mutate } = answer;
  const save = useCallback(
    async (payload: RolePayload): Promise<AdminRole> => {
      const { role } =
        id === null ? await createAdminRole(http, payload) : await updateAdminRole(http, id, payload);
      if (id !== null) await mutate({ role }, { revalidate: false });
      return role;
    },
    [http, id, mutate],
  );
  return {
    role: answer.data?.role ?? null,
    error: answer.error as unknown,
    isLoading: id !== null && answer.isLoading,
    reload: () => mutate(),
    save,
  };
}
