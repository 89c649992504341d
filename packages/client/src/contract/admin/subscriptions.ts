import * as z from 'zod/mini';
import { priceSchema } from '../billing';
import { dateTimeSchema, idSchema, optionalDateTimeSchema } from '../primitives';

/** Who bills a subscription: `none` for a plan an admin gave, `test` for the built-in provider. */
export const SUBSCRIPTION_GATEWAYS = ['none', 'test', 'stripe', 'paypal'] as const;
export const subscriptionGatewaySchema = z.enum(SUBSCRIPTION_GATEWAYS);
export type SubscriptionGateway = z.infer<typeof subscriptionGatewaySchema>;

/** The statuses a provider reports (see the billing area), which the list filters by. */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'incomplete', 'canceled'] as const;

/** One row of `GET admin/subscriptions`. */
export const adminSubscriptionSchema = z.object({
  id: idSchema,
  customer: z.object({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    image: z.nullable(z.string()),
  }),
  plan: z.nullable(z.object({ id: idSchema, name: z.string() })),
  price: z.nullable(priceSchema),
  gateway: z.string(),
  status: z.string(),
  /** It grants its plan now. */
  valid: z.boolean(),
  /** Cancelled at period end and still granting its plan until `ends_at`: it can be resumed. */
  on_grace_period: z.boolean(),
  renews_at: optionalDateTimeSchema,
  ends_at: optionalDateTimeSchema,
  created_at: dateTimeSchema,
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

/** Answer of every call that changes one subscription. */
export const adminSubscriptionResponseSchema = z.object({ subscription: adminSubscriptionSchema });
export type AdminSubscriptionResponse = z.infer<typeof adminSubscriptionResponseSchema>;

/** Body of `POST admin/subscriptions`: gives a user a plan without a payment provider. */
export const createAdminSubscriptionPayloadSchema = z.object({
  user_id: idSchema,
  product_id: idSchema,
  /** The price it is recorded at; `null` for a plan without prices. */
  price_id: z.nullable(idSchema),
  /** When the plan ends; `null` keeps it until an admin cancels it. */
  ends_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type CreateAdminSubscriptionPayload = z.infer<typeof createAdminSubscriptionPayloadSchema>;

/** Body of `PUT admin/subscriptions/{id}`: moves the subscription to another plan or price. */
export const changeAdminSubscriptionPayloadSchema = z.object({
  product_id: idSchema,
  price_id: z.nullable(idSchema),
});
export type ChangeAdminSubscriptionPayload = z.infer<typeof changeAdminSubscriptionPayloadSchema>;

/** Body of `POST admin/subscriptions/{id}/cancel`. */
export const cancelAdminSubscriptionPayloadSchema = z.object({
  /** `true` keeps the plan until the period is paid for; `false` ends it now. */
  atPeriodEnd: z.boolean(),
});
export type CancelAdminSubscriptionPayload = z.infer<typeof cancelAdminSubscriptionPayloadSchema>;
