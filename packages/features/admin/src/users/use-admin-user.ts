import {
  deleteAdminRows,
  getAdminUser,
  getAdminUserRoles,
  suspendAdminUser,
  unsuspendAdminUser,
  updateAdminUser,
} from '@tonearm/client/calls';
import type { AdminUser, SuspendUserPayload, UpdateAdminUserPayload } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import useSWR from 'swr';

/** The key every screen reads one user under, so a change on one tab shows on the others. */
export const adminUserKey = (id: number) => ['admin/users', id] as const;

/** One user for the user page, with the changes its tabs and header make. */
export function useAdminUser(id: number) {
  const http = useHttpClient();
  const answer = useSWR(adminUserKey(id), () => getAdminUser(http, id));
  const { mutate } = answer;
  const show = useCallback(
    async (user: AdminUser) => {
      await mutate({ user }, { revalidate: false });
      return user;
    },
    [mutate],
  );
  return {
    user: answer.data?.user ?? null,
    error: answer.error as unknown,
    isLoading: answer.isLoading,
    reload: () => mutate(),
    /** Shows a user the server answered with (after turning off two-factor, say). */
    show,
    update: async (payload: UpdateAdminUserPayload) => show((await updateAdminUser(http, id, payload)).user),
    suspend: async (payload: SuspendUserPayload) => show((await suspendAdminUser(http, id, payload)).user),
    unsuspend: async () => show((await unsuspendAdminUser(http, id)).user),
    remove: () => deleteAdminRows(http, 'admin/users', [id]),
  };
}

export type AdminUserState = ReturnType<typeof useAdminUser>;

/** The roles an admin can give; they change rarely, so they are read once per visit. */
export function useUserRoleOptions() {
  const http = useHttpClient();
  const answer = useSWR('admin/users/roles', () => getAdminUserRoles(http), { revalidateOnFocus: false });
  return { roles: answer.data?.roles ?? [], error: answer.error as unknown };
}
