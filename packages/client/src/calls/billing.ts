import {
  type BillingSubscriptionResponse,
  billingSubscriptionResponseSchema,
  type ChangePlanPayload,
  type CheckoutOptionsResponse,
  type CheckoutResponse,
  checkoutOptionsResponseSchema,
  checkoutResponseSchema,
  type InvoiceListResponse,
  invoiceListResponseSchema,
  type PaymentMethodResponse,
  type ProductListResponse,
  paymentMethodResponseSchema,
  productListResponseSchema,
  type StartCheckoutPayload,
  type StartCheckoutResponse,
  type SubscriptionChangeResponse,
  type SubscriptionResponse,
  startCheckoutResponseSchema,
  subscriptionChangeResponseSchema,
  subscriptionResponseSchema,
  type TestCardPayload,
} from '../contract';
import type { HttpClient, QueryParams } from '../core/types';
import { pathSegment } from './path-segment';

/** `GET billing/products`: the plans, in `pagination.data`. */
export function getProducts(http: HttpClient, params?: QueryParams): Promise<ProductListResponse> {
  return http.get('billing/products', {
    params,
    schema: productListResponseSchema,
    callName: 'GET billing/products',
  });
}

/** `GET billing/checkout/{productId}/{priceId}`: the plan and price being bought and the providers offered; 404 when either is unknown. */
export function getCheckoutOptions(
  http: HttpClient,
  productId: number | string,
  priceId: number | string,
): Promise<CheckoutOptionsResponse> {
  return http.get(`billing/checkout/${pathSegment(productId)}/${pathSegment(priceId)}`, {
    schema: checkoutOptionsResponseSchema,
    callName: 'GET billing/checkout/{productId}/{priceId}',
  });
}

/** `POST billing/checkout`: opens a checkout with a provider; `redirect_url` is set when the provider hosts the payment page. */
export function startCheckout(http: HttpClient, body: StartCheckoutPayload): Promise<StartCheckoutResponse> {
  return http.post('billing/checkout', body, {
    schema: startCheckoutResponseSchema,
    callName: 'POST billing/checkout',
  });
}

/** `POST billing/checkout/{id}/card`: the test provider's card entry; 422 with field errors for a card it refuses. */
export function enterCheckoutCard(
  http: HttpClient,
  checkoutId: string,
  body: TestCardPayload,
): Promise<CheckoutResponse> {
  return http.post(`billing/checkout/${pathSegment(checkoutId)}/card`, body, {
    schema: checkoutResponseSchema,
    callName: 'POST billing/checkout/{id}/card',
  });
}

/** `POST billing/checkout/{id}/confirm`: the test provider's confirmation step; starts the subscription once. */
export function confirmCheckout(http: HttpClient, checkoutId: string): Promise<SubscriptionChangeResponse> {
  return http.post(`billing/checkout/${pathSegment(checkoutId)}/confirm`, undefined, {
    schema: subscriptionChangeResponseSchema,
    callName: 'POST billing/checkout/{id}/confirm',
  });
}

/** `POST billing/checkout/{gateway}/complete`: finishes a checkout a provider hosted, from the id on its return URL. */
export function completeHostedCheckout(
  http: HttpClient,
  gateway: 'stripe' | 'paypal',
  reference: string,
): Promise<SubscriptionChangeResponse> {
  return http.post(
    `billing/checkout/${gateway}/complete`,
    { reference },
    { schema: subscriptionChangeResponseSchema, callName: `POST billing/checkout/${gateway}/complete` },
  );
}

/** `GET billing/subscription`: the user's current subscription, or `null`. */
export function getBillingSubscription(http: HttpClient): Promise<BillingSubscriptionResponse> {
  return http.get('billing/subscription', {
    schema: billingSubscriptionResponseSchema,
    callName: 'GET billing/subscription',
  });
}

/** `POST billing/subscription/change`: moves the subscription to another plan or price. */
export function changePlan(http: HttpClient, body: ChangePlanPayload): Promise<SubscriptionChangeResponse> {
  return http.post('billing/subscription/change', body, {
    schema: subscriptionChangeResponseSchema,
    callName: 'POST billing/subscription/change',
  });
}

/** `POST billing/subscription/cancel`: cancels at the end of the paid period; access lasts until then. */
export function cancelSubscription(http: HttpClient): Promise<SubscriptionResponse> {
  return http.post('billing/subscription/cancel', undefined, {
    schema: subscriptionResponseSchema,
    callName: 'POST billing/subscription/cancel',
  });
}

/** `POST billing/subscription/resume`: takes back a cancellation before the period ends. */
export function resumeSubscription(http: HttpClient): Promise<SubscriptionResponse> {
  return http.post('billing/subscription/resume', undefined, {
    schema: subscriptionResponseSchema,
    callName: 'POST billing/subscription/resume',
  });
}

/**
 * `POST billing/subscription/payment-method`: replaces the card. The test provider takes the card in the body;
 * for Stripe the body is empty and the answer's `redirect_url` leads to Stripe's page.
 */
export function changePaymentMethod(
  http: HttpClient,
  body?: TestCardPayload,
): Promise<PaymentMethodResponse> {
  return http.post('billing/subscription/payment-method', body ?? {}, {
    schema: paymentMethodResponseSchema,
    callName: 'POST billing/subscription/payment-method',
  });
}

/** `GET billing/invoices`: the user's invoices, newest first. */
export function getInvoices(http: HttpClient): Promise<InvoiceListResponse> {
  return http.get('billing/invoices', {
    schema: invoiceListResponseSchema,
    callName: 'GET billing/invoices',
  });
}

/** `POST billing/subscription/payment-method/complete`: applies the card chosen on Stripe's page, by the id on its return URL. */
export function completePaymentMethodChange(
  http: HttpClient,
  reference: string,
): Promise<SubscriptionResponse> {
  return http.post(
    'billing/subscription/payment-method/complete',
    { reference },
    { schema: subscriptionResponseSchema, callName: 'POST billing/subscription/payment-method/complete' },
  );
}
