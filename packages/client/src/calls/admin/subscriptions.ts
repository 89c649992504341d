import {
  type AdminSubscription,
  type AdminSubscriptionResponse,
  adminSubscriptionResponseSchema,
  adminSubscriptionSchema,
  type CancelAdminSubscriptionPayload,
  type ChangeAdminSubscriptionPayload,
  type CreateAdminSubscriptionPayload,
  type PaginatedResponse,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { pathSegment } from '../path-segment';
import { getAdminList } from './admin-lists';

/** The resource of the subscriptions list, for `getAdminList` and `deleteAdminRows`. */
export const ADMIN_SUBSCRIPTIONS_RESOURCE = 'admin/subscriptions';

/** `GET admin/subscriptions`: one page of subscriptions with customer, plan and price. */
export function getAdminSubscriptions(
  http: HttpClient,
  query: ListQuery,
): Promise<PaginatedResponse<AdminSubscription>> {
  return getAdminList(http, ADMIN_SUBSCRIPTIONS_RESOURCE, query, adminSubscriptionSchema);
}

/** `POST admin/subscriptions`: gives a user a plan without a payment provider. */
export function createAdminSubscription(
  http: HttpClient,
  body: CreateAdminSubscriptionPayload,
): Promise<AdminSubscriptionResponse> {
  return http.post(ADMIN_SUBSCRIPTIONS_RESOURCE, body, {
    schema: adminSubscriptionResponseSchema,
    callName: 'POST admin/subscriptions',
  });
}

/** `PUT admin/subscriptions/{id}`: moves a subscription to another plan or price. */
export function changeAdminSubscription(
  http: HttpClient,
  id: number,
  body: ChangeAdminSubscriptionPayload,
): Promise<AdminSubscriptionResponse> {
  return http.put(`admin/subscriptions/${pathSegment(id)}`, body, {
    schema: adminSubscriptionResponseSchema,
    callName: 'PUT admin/subscriptions/{id}',
  });
}

/** `POST admin/subscriptions/{id}/cancel`: ends it at the end of its period, or now. */
export function cancelAdminSubscription(
  http: HttpClient,
  id: number,
  body: CancelAdminSubscriptionPayload,
): Promise<AdminSubscriptionResponse> {
  return http.post(`admin/subscriptions/${pathSegment(id)}/cancel`, body, {
    schema: adminSubscriptionResponseSchema,
    callName: 'POST admin/subscriptions/{id}/cancel',
  });
}

/** `POST admin/subscriptions/{id}/resume`: takes back a cancellation at period end. */
export function resumeAdminSubscription(http: HttpClient, id: number): Promise<AdminSubscriptionResponse> {
  return http.post(`admin/subscriptions/${pathSegment(id)}/resume`, undefined, {
    schema: adminSubscriptionResponseSchema,
    callName: 'POST admin/subscriptions/{id}/resume',
  });
}
