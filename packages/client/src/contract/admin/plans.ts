import * as z from 'zod/mini';
import { priceIntervalSchema } from '../billing';
import { restrictionSchema } from '../permission';
import { dateTimeSchema, idSchema } from '../primitives';

/** The payment providers a plan can be pushed to by `POST admin/plans/{id}/sync`. */
export const planSyncGatewaySchema = z.enum(['stripe', 'paypal']);
export type PlanSyncGateway = z.infer<typeof planSyncGatewaySchema>;

/** A price of a plan as the admin sees it: with how many subscribers pay it now, which locks its terms. */
export const adminPlanPriceSchema = z.object({
  id: idSchema,
  amount: z.number().check(z.nonnegative()),
  currency: z.string().check(z.minLength(1)),
  interval: priceIntervalSchema,
  interval_count: z.int().check(z.positive()),
  /** Subscriptions still granting the plan at this price; above 0 its amount, currency and interval are locked. */
  subscribers: z.int().check(z.nonnegative()),
});
export type AdminPlanPrice = z.infer<typeof adminPlanPriceSchema>;

/** One row of `GET admin/plans`. */
export const adminPlanRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.nullable(z.string()),
  position: z.int(),
  recommended: z.boolean(),
  hidden: z.boolean(),
  free: z.boolean(),
  prices: z.array(adminPlanPriceSchema),
  /** Subscriptions still granting the plan. */
  subscribers: z.int().check(z.nonnegative()),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type AdminPlanRow = z.infer<typeof adminPlanRowSchema>;

/** A permission a plan grants its subscribers, as the permission editor reads and writes it. */
export const planPermissionSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  restrictions: z.array(restrictionSchema).check(z.maxLength(20)),
});
export type PlanPermission = z.infer<typeof planPermissionSchema>;

/** A plan with everything its editor shows. */
export const adminPlanSchema = z.extend(adminPlanRowSchema, {
  feature_list: z.array(z.string()),
  permissions: z.array(planPermissionSchema),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

/** Answer of `GET`, `POST` and `PUT admin/plans[/{id}]`, with the providers Sync would push it to. */
export const adminPlanResponseSchema = z.object({
  plan: adminPlanSchema,
  sync_gateways: z.array(planSyncGatewaySchema),
});
export type AdminPlanResponse = z.infer<typeof adminPlanResponseSchema>;

/** The longest interval count per interval a provider bills (Stripe's limit: one year). */
export const MAX_INTERVAL_COUNT = { day: 365, month: 12, year: 1 } as const;

/**
 * A price in a plan's payload: with `id` it keeps that price (its terms may change only while nobody pays it),
 * without one it adds a new price. A stored price missing from the list is deleted.
 */
export const planPricePayloadSchema = z
  .object({
    id: z.optional(idSchema),
    amount: z.number().check(z.minimum(0), z.maximum(999_999)),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'Give the currency as a three-letter code, like USD.')),
    interval: priceIntervalSchema,
    interval_count: z.int().check(z.minimum(1)),
  })
  .check(
    z.refine((price) => price.interval_count <= MAX_INTERVAL_COUNT[price.interval], {
      message: 'A price can cover at most one year.',
      path: ['interval_count'],
    }),
  );
export type PlanPricePayload = z.infer<typeof planPricePayloadSchema>;

/** Body of `POST admin/plans` and `PUT admin/plans/{id}`. */
export const planPayloadSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  description: z.nullable(z.string().check(z.maxLength(1000))),
  position: z.int().check(z.minimum(0), z.maximum(1000)),
  recommended: z.boolean(),
  hidden: z.boolean(),
  free: z.boolean(),
  feature_list: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))).check(z.maxLength(30)),
  permissions: z.array(planPermissionSchema).check(z.maxLength(200)),
  prices: z.array(planPricePayloadSchema).check(z.maxLength(20)),
});
export type PlanPayload = z.infer<typeof planPayloadSchema>;

/** Answer of `POST admin/plans/{id}/sync`: the providers the plan and its prices were pushed to. */
export const planSyncResponseSchema = z.object({
  synced: z.array(planSyncGatewaySchema),
});
export type PlanSyncResponse = z.infer<typeof planSyncResponseSchema>;
