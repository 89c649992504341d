import {
  createAdminPlan,
  getAdminPlan,
  getPermissionCatalogue,
  syncAdminPlan,
  updateAdminPlan,
} from '@tonearm/client/calls';
import type { AdminPlanResponse, PlanPayload, PlanSyncGateway } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import useSWR from 'swr';

/** Every permission the server checks, grouped by area; it changes only with the server, so it is read once. */
export function usePlanPermissionCatalogue() {
  const http = useHttpClient();
  return useSWR('admin/permissions', () => getPermissionCatalogue(http), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

/** The plan being edited (`null` for a new plan), with a save that creates or rewrites it and its Sync. */
export function usePlanEditor(id: number | null) {
  const http = useHttpClient();
  const answer = useSWR(id === null ? null : ['admin/plans', id], () => getAdminPlan(http, id ?? 0));
  const { mutate } = answer;
  const save = useCallback(
    async (payload: PlanPayload): Promise<AdminPlanResponse> => {
      const saved =
        id === null ? await createAdminPlan(http, payload) : await updateAdminPlan(http, id, payload);
      if (id !== null) await mutate(saved, { revalidate: false });
      return saved;
    },
    [http, id, mutate],
  );
  const sync = useCallback(
    async (): Promise<PlanSyncGateway[]> => (id === null ? [] : (await syncAdminPlan(http, id)).synced),
    [http, id],
  );
  return {
    plan: answer.data?.plan ?? null,
    syncGateways: answer.data?.sync_gateways ?? [],
    error: answer.error as unknown,
    isLoading: id !== null && answer.isLoading,
    reload: () => mutate(),
    save,
    sync,
  };
}
