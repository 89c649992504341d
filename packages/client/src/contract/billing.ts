import * as z from 'zod/mini';
import { bootstrapDataSchema } from './bootstrap-data';
import { paginatedResponseSchema } from './pagination';
import { dateTimeSchema, idSchema, optionalDateTimeSchema } from './primitives';

export const priceIntervalSchema = z.enum(['day', 'month', 'year']);
export type PriceInterval = z.infer<typeof priceIntervalSchema>;

/** One way to pay for a plan; the shown price is `amount / interval_count` (doc 001 §9). */
export const priceSchema = z.object({
  id: idSchema,
  amount: z.number().check(z.nonnegative()),
  /** ISO 4217 code, e.g. `USD`. */
  currency: z.string().check(z.minLength(1)),
  interval: priceIntervalSchema,
  interval_count: z.int().check(z.positive()),
});
export type Price = z.infer<typeof priceSchema>;

/** A subscription plan. */
export const productSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.nullable(z.string()),
  hidden: z.boolean(),
  recommended: z.boolean(),
  free: z.boolean(),
  prices: z.array(priceSchema),
  feature_list: z.array(z.string()),
});
export type Product = z.infer<typeof productSchema>;

/** Answer of `GET billing/products`: the plans in `pagination.data`. */
export const productListResponseSchema = paginatedResponseSchema(productSchema);
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/**
 * The payment providers a checkout can go through: `test` is the built-in provider of the demo (no money moves),
 * `stripe` and `paypal` the real ones, offered when the server is configured for them.
 */
export const paymentGatewaySchema = z.enum(['test', 'stripe', 'paypal']);
export type PaymentGateway = z.infer<typeof paymentGatewaySchema>;

/** A card as the provider describes it; the number itself never leaves the provider. */
export const cardSummarySchema = z.object({
  brand: z.string(),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  exp_month: z.int().check(z.minimum(1), z.maximum(12)),
  exp_year: z.int(),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

/** Answer of `GET billing/checkout/{productId}/{priceId}`: what is being bought and how it can be paid. */
export const checkoutOptionsResponseSchema = z.object({
  product: productSchema,
  price: priceSchema,
  gateways: z.array(paymentGatewaySchema).check(z.minLength(1)),
});
export type CheckoutOptionsResponse = z.infer<typeof checkoutOptionsResponseSchema>;

/** Body of `POST billing/checkout`. */
export const startCheckoutPayloadSchema = z.object({
  product_id: idSchema,
  price_id: idSchema,
  gateway: paymentGatewaySchema,
});
export type StartCheckoutPayload = z.infer<typeof startCheckoutPayloadSchema>;

export const checkoutStatusSchema = z.enum(['open', 'requires_confirmation', 'completed']);
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** A checkout in progress. With the test provider it moves open → requires_confirmation (card entered) → completed. */
export const checkoutSchema = z.object({
  id: z.string().check(z.minLength(1)),
  gateway: paymentGatewaySchema,
  status: checkoutStatusSchema,
  product_id: idSchema,
  price_id: idSchema,
  card: z.nullable(cardSummarySchema),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** Answer of `POST billing/checkout`: the checkout, and where to send the browser when the provider hosts the payment page. */
export const startCheckoutResponseSchema = z.object({
  checkout: checkoutSchema,
  redirect_url: z.nullable(z.url({ protocol: /^https?$/ })),
});
export type StartCheckoutResponse = z.infer<typeof startCheckoutResponseSchema>;

/** A card as typed into the test provider's form: `expiry` is `MM/YY`, spaces in the number are allowed. */
export const testCardPayloadSchema = z.object({
  card_number: z.string().check(z.minLength(1)),
  expiry: z.string().check(z.minLength(1)),
  cvc: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
});
export type TestCardPayload = z.infer<typeof testCardPayloadSchema>;

/** Answer of `POST billing/checkout/{id}/card`. */
export const checkoutResponseSchema = z.object({ checkout: checkoutSchema });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** A subscription as /billing shows it. `cancelled` with a future `ends_at` is the period-end grace. */
export const billingSubscriptionSchema = z.object({
  id: idSchema,
  gateway: z.string(),
  status: z.string(),
  valid: z.boolean(),
  active: z.boolean(),
  /** Cancelled at period end and still running: it can be resumed until `ends_at`. */
  on_grace_period: z.boolean(),
  product: z.nullable(productSchema),
  price: z.nullable(priceSchema),
  card: z.nullable(cardSummarySchema),
  renews_at: optionalDateTimeSchema,
  ends_at: optionalDateTimeSchema,
  created_at: dateTimeSchema,
});
export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;

/** Answer of `GET billing/subscription`: the user's current subscription, `null` when there is none. */
export const billingSubscriptionResponseSchema = z.object({
  subscription: z.nullable(billingSubscriptionSchema),
});
export type BillingSubscriptionResponse = z.infer<typeof billingSubscriptionResponseSchema>;

/**
 * Answer of a call that starts, changes or ends a subscription: the subscription and fresh bootstrap data, since the
 * user's permissions changed with it (and so did the session id).
 */
export const subscriptionChangeResponseSchema = z.object({
  subscription: billingSubscriptionSchema,
  bootstrapData: bootstrapDataSchema,
  /** Set when the provider wants the payer to approve the change on its own page (PayPal's plan revision). */
  redirect_url: z.optional(z.nullable(z.url({ protocol: /^https?$/ }))),
});
export type SubscriptionChangeResponse = z.infer<typeof subscriptionChangeResponseSchema>;

/** Answer of `POST billing/subscription/cancel` and `.../resume`. */
export const subscriptionResponseSchema = z.object({ subscription: billingSubscriptionSchema });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** Body of `POST billing/subscription/change`. */
export const changePlanPayloadSchema = z.object({ product_id: idSchema, price_id: idSchema });
export type ChangePlanPayload = z.infer<typeof changePlanPayloadSchema>;

/**
 * Answer of `POST billing/subscription/payment-method`: with the test provider the card is replaced at once; Stripe
 * answers a page of its own to send the browser to.
 */
export const paymentMethodResponseSchema = z.object({
  subscription: billingSubscriptionSchema,
  redirect_url: z.nullable(z.url({ protocol: /^https?$/ })),
});
export type PaymentMethodResponse = z.infer<typeof paymentMethodResponseSchema>;

/** Body of `POST billing/checkout/stripe/complete` and `.../paypal/complete`: the provider's id from the return URL. */
export const completeCheckoutPayloadSchema = z.object({
  reference: z.string().check(z.minLength(1), z.maxLength(255)),
});
export type CompleteCheckoutPayload = z.infer<typeof completeCheckoutPayloadSchema>;

/** One charge of a subscription. */
export const invoiceSchema = z.object({
  uuid: z.string(),
  description: z.string(),
  amount: z.number().check(z.nonnegative()),
  currency: z.string().check(z.minLength(1)),
  paid: z.boolean(),
  period_start: dateTimeSchema,
  period_end: dateTimeSchema,
  created_at: dateTimeSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Answer of `GET billing/invoices`, newest first. */
export const invoiceListResponseSchema = z.object({ invoices: z.array(invoiceSchema) });
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;
