import {
  acknowledgementSchema,
  adminPlanResponseSchema,
  adminPlanRowSchema,
  adminSubscriptionResponseSchema,
  adminSubscriptionSchema,
  cancelAdminSubscriptionPayloadSchema,
  changeAdminSubscriptionPayloadSchema,
  createAdminSubscriptionPayloadSchema,
  paginatedResponseSchema,
  planPayloadSchema,
  planSyncResponseSchema,
} from '@tonearm/client/contract';
import * as z from 'zod';
import type { ApiOperation } from './api-operations';

const listQuery = z.object({
  page: z.int().min(1).optional(),
  perPage: z.int().optional().meta({ description: 'One of 10, 15, 20, 50, 100.' }),
  query: z.string().max(200).optional(),
  orderBy: z.string().optional(),
  orderDir: z.enum(['asc', 'desc']).optional(),
  filters: z
    .string()
    .optional()
    .meta({ description: 'URL-safe Base64 of a JSON array of {key, operator, value}.' }),
});

const plans = { tag: 'Admin: plans', access: { permission: 'plans.update' } } as const;
const subscriptions = {
  tag: 'Admin: subscriptions',
  access: { permission: 'subscriptions.update' },
} as const;

/** The plans (`plans.update`) and subscriptions (`subscriptions.update`) sections, each also needing `admin.access`. */
export const ADMIN_BILLING_OPERATIONS: ApiOperation[] = [
  {
    ...plans,
    method: 'get',
    path: '/api/v1/admin/plans',
    summary:
      'One page of plans with prices and subscribers (sorts: name, position, subscribers, created_at, updated_at; filters: hidden, recommended, free, subscribers, created_at, updated_at)',
    query: listQuery,
    response: paginatedResponseSchema(adminPlanRowSchema),
  },
  {
    ...plans,
    method: 'post',
    path: '/api/v1/admin/plans',
    summary: 'Create a plan with its prices, feature lines and the permissions its subscribers get',
    body: planPayloadSchema,
    response: adminPlanResponseSchema,
    status: 201,
  },
  {
    ...plans,
    method: 'get',
    path: '/api/v1/admin/plans/{id}',
    summary: 'A plan with its prices, their subscribers and its permissions, and the providers Sync reaches',
    response: adminPlanResponseSchema,
  },
  {
    ...plans,
    method: 'put',
    path: '/api/v1/admin/plans/{id}',
    summary:
      'Update a plan: prices with an id are kept (locked while paid for), new ones added, missing ones deleted',
    body: planPayloadSchema,
    response: adminPlanResponseSchema,
  },
  {
    ...plans,
    method: 'post',
    path: '/api/v1/admin/plans/{id}/sync',
    summary: 'Push the plan and its prices to each configured payment provider (422 when none is)',
    response: planSyncResponseSchema,
  },
  {
    ...plans,
    method: 'delete',
    path: '/api/v1/admin/plans/{ids}',
    summary: 'Delete plans without subscribers (comma-separated ids)',
    response: acknowledgementSchema,
  },
  {
    ...subscriptions,
    method: 'get',
    path: '/api/v1/admin/subscriptions',
    summary:
      'One page of subscriptions with customer, plan and price (search: customer; sorts: created_at, renews_at, ends_at, status, customer; filters: plan, gateway, status, created_at, renews_at)',
    query: listQuery,
    response: paginatedResponseSchema(adminSubscriptionSchema),
  },
  {
    ...subscriptions,
    method: 'post',
    path: '/api/v1/admin/subscriptions',
    summary: 'Give a user a plan without a payment provider (gateway none)',
    body: createAdminSubscriptionPayloadSchema,
    response: adminSubscriptionResponseSchema,
    status: 201,
  },
  {
    ...subscriptions,
    method: 'put',
    path: '/api/v1/admin/subscriptions/{id}',
    summary: 'Move a subscription to another plan or price, at its provider too',
    body: changeAdminSubscriptionPayloadSchema,
    response: adminSubscriptionResponseSchema,
  },
  {
    ...subscriptions,
    method: 'post',
    path: '/api/v1/admin/subscriptions/{id}/cancel',
    summary: 'Cancel a subscription at the end of its period, or now',
    body: cancelAdminSubscriptionPayloadSchema,
    response: adminSubscriptionResponseSchema,
  },
  {
    ...subscriptions,
    method: 'post',
    path: '/api/v1/admin/subscriptions/{id}/resume',
    summary: 'Resume a subscription cancelled at the end of its period',
    response: adminSubscriptionResponseSchema,
  },
  {
    ...subscriptions,
    method: 'delete',
    path: '/api/v1/admin/subscriptions/{ids}',
    summary: 'Delete subscriptions (comma-separated ids), stopping any provider still charging them',
    response: acknowledgementSchema,
  },
];
