import { ADMIN_PLANS_RESOURCE } from '@tonearm/client/calls';
import { adminPlanRowSchema } from '@tonearm/client/contract';
import { useAdminList } from '../list-page';

/** The plans list: its query in the address, its page from the server, and deleting a plan. */
export function usePlansList() {
  return useAdminList(ADMIN_PLANS_RESOURCE, adminPlanRowSchema);
}
