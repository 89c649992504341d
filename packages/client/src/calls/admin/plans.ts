import {
  type AdminPlanResponse,
  type AdminPlanRow,
  adminPlanResponseSchema,
  adminPlanRowSchema,
  type PaginatedResponse,
  type PlanPayload,
  type PlanSyncResponse,
  planSyncResponseSchema,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { pathSegment } from '../path-segment';
import { getAdminList } from './admin-lists';

/** The resource of the plans list, for `getAdminList` and `deleteAdminRows`. */
export const ADMIN_PLANS_RESOURCE = 'admin/plans';

/** `GET admin/plans`: one page of plans with their prices and subscribers. */
export function getAdminPlans(http: HttpClient, query: ListQuery): Promise<PaginatedResponse<AdminPlanRow>> {
  return getAdminList(http, ADMIN_PLANS_RESOURCE, query, adminPlanRowSchema);
}

/** `GET admin/plans/{id}`: a plan with its prices, permissions and the providers Sync reaches. */
export function getAdminPlan(http: HttpClient, id: number): Promise<AdminPlanResponse> {
  return http.get(`admin/plans/${pathSegment(id)}`, {
    schema: adminPlanResponseSchema,
    callName: 'GET admin/plans/{id}',
  });
}

/** `POST admin/plans`: creates a plan; 422 names each refused field. */
export function createAdminPlan(http: HttpClient, body: PlanPayload): Promise<AdminPlanResponse> {
  return http.post(ADMIN_PLANS_RESOURCE, body, {
    schema: adminPlanResponseSchema,
    callName: 'POST admin/plans',
  });
}

/** `PUT admin/plans/{id}`: rewrites a plan; a paid-for price keeps its terms or the save is refused naming it. */
export function updateAdminPlan(http: HttpClient, id: number, body: PlanPayload): Promise<AdminPlanResponse> {
  return http.put(`admin/plans/${pathSegment(id)}`, body, {
    schema: adminPlanResponseSchema,
    callName: 'PUT admin/plans/{id}',
  });
}

/** `POST admin/plans/{id}/sync`: pushes the plan and its prices to each configured payment provider. */
export function syncAdminPlan(http: HttpClient, id: number): Promise<PlanSyncResponse> {
  return http.post(`admin/plans/${pathSegment(id)}/sync`, undefined, {
    schema: planSyncResponseSchema,
    callName: 'POST admin/plans/{id}/sync',
  });
}
