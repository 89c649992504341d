import type { PlanSyncGateway } from '@tonearm/client/contract';
import { asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppBindings, AppServices } from '../../app-context';
import type { PriceInterval } from '../../billing/product-catalogue';
import { viaProvider } from '../../billing/provider-call';
import { paymentGateways } from '../../billing/providers/gateways';
import type { HostedPaymentProvider } from '../../billing/providers/payment-provider';
import { prices, products } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { NO_SUCH_PLAN } from './plan-store';

export const NO_PROVIDER_MESSAGE =
  'No payment provider is configured: set up Stripe or PayPal to push plans to a provider.';

/** The configured providers plans can be pushed to, in the checkout's order. */
export function syncProviders(services: AppServices): HostedPaymentProvider[] {
  const { hosted } = paymentGateways(services);
  return [hosted.stripe, hosted.paypal].filter((provider) => provider !== undefined);
}

export const syncGatewayNames = (services: AppServices): PlanSyncGateway[] =>
  syncProviders(services).map((provider) => provider.name);

/**
 * Pushes the plan and each of its prices to every configured provider, creating what is missing there, so the
 * provider's dashboard lists the plan before anyone buys it.
 */
export async function syncPlan(
  c: Context<AppBindings>,
  services: AppServices,
  planId: number,
  userId: number,
): Promise<PlanSyncGateway[]> {
  const providers = syncProviders(services);
  if (providers.length === 0) throw new HttpError(422, NO_PROVIDER_MESSAGE);
  const [plan] = await services.db.select().from(products).where(eq(products.id, planId));
  if (!plan) throw notFound(NO_SUCH_PLAN);
  const planPrices = await services.db
    .select()
    .from(prices)
    .where(eq(prices.product_id, planId))
    .orderBy(asc(prices.id));
  for (const provider of providers) {
    for (const price of planPrices) {
      await viaProvider(c, services, userId, () =>
        provider.syncPrice({
          id: price.id,
          amount: price.amount,
          currency: price.currency,
          interval: price.interval as PriceInterval,
          interval_count: price.interval_count,
          productName: plan.name,
        }),
      );
    }
  }
  return providers.map((provider) => provider.name);
}
