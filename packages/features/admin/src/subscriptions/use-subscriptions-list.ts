import {
  ADMIN_SUBSCRIPTIONS_RESOURCE,
  cancelAdminSubscription,
  changeAdminSubscription,
  createAdminSubscription,
  getAdminPlans,
  resumeAdminSubscription,
} from '@tonearm/client/calls';
import {
  adminSubscriptionSchema,
  type ChangeAdminSubscriptionPayload,
  type CreateAdminSubscriptionPayload,
} from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { DEFAULT_LIST_QUERY } from '@tonearm/client/rules';
import { useCallback } from 'react';
import useSWR from 'swr';
import { useAdminList } from '../list-page';

/** The subscriptions list in the address, with the actions on one subscription, each reloading the page after. */
export function useSubscriptionsList() {
  const http = useHttpClient();
  const list = useAdminList(ADMIN_SUBSCRIPTIONS_RESOURCE, adminSubscriptionSchema);
  const { reload } = list;
  const after = useCallback(
    async (change: Promise<unknown>) => {
      await change;
      await reload();
    },
    [reload],
  );
  return {
    ...list,
    cancel: (id: number, atPeriodEnd: boolean) => after(cancelAdminSubscription(http, id, { atPeriodEnd })),
    resume: (id: number) => after(resumeAdminSubscription(http, id)),
    changePlan: (id: number, body: ChangeAdminSubscriptionPayload) =>
      after(changeAdminSubscription(http, id, body)),
    give: (body: CreateAdminSubscriptionPayload) => after(createAdminSubscription(http, body)),
  };
}

/** Every plan, for the plan filter and the change-plan dialog: a site has a handful, so one page of 100 holds them. */
export function usePlanChoices() {
  const http = useHttpClient();
  const answer = useSWR(['admin/plans', 'choices'], () =>
    getAdminPlans(http, { ...DEFAULT_LIST_QUERY, perPage: 100, orderBy: 'position', orderDir: 'asc' }),
  );
  const page = answer.data?.pagination;
  return page && 'data' in page ? page.data : [];
}
