import type { PaymentGateway } from '@tonearm/client/contract';
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import type { Database } from '../../db/connect';
import { gatewayPrices } from '../../db/schema';
import type { HostedPaymentProvider } from './payment-provider';
import { paypalProvider } from './paypal-provider';
import { stripeProvider } from './stripe-provider';

/** The providers this server offers, from its environment. */
export interface PaymentGateways {
  /** The built-in test provider (`BILLING_TEST_PROVIDER`, off unless turned on; `pnpm start`'s demo turns it on). */
  test: boolean;
  hosted: Partial<Record<Exclude<PaymentGateway, 'test'>, HostedPaymentProvider>>;
  /** Every offered provider, in the order the checkout lists them. */
  names: PaymentGateway[];
}

function rememberedIds(db: Database, gateway: string) {
  return {
    async get(priceId: number) {
      const [row] = await db
        .select({ id: gatewayPrices.gateway_price_id })
        .from(gatewayPrices)
        .where(and(eq(gatewayPrices.price_id, priceId), eq(gatewayPrices.gateway_name, gateway)));
      return row?.id ?? null;
    },
    async set(priceId: number, gatewayPriceId: string) {
      await db
        .insert(gatewayPrices)
        .values({ price_id: priceId, gateway_name: gateway, gateway_price_id: gatewayPriceId })
        .onConflictDoNothing();
    },
  };
}

const cache = new WeakMap<AppServices, { key: string; gateways: PaymentGateways }>();

// The providers' settings can change while the server runs (the admin's payment panels): they are made anew then.
const keyOf = ({ env }: AppServices) =>
  JSON.stringify([
    env.STRIPE_SECRET_KEY,
    env.PAYPAL_CLIENT_ID,
    env.PAYPAL_CLIENT_SECRET,
    env.PAYPAL_SANDBOX,
    env.BILLING_TEST_PROVIDER,
  ]);

/** Stripe with `STRIPE_SECRET_KEY`, PayPal with `PAYPAL_CLIENT_ID` and `PAYPAL_CLIENT_SECRET`, and the test provider. */
export function paymentGateways(services: AppServices): PaymentGateways {
  const key = keyOf(services);
  const known = cache.get(services);
  if (known?.key === key) return known.gateways;
  const { env } = services;
  const hosted: PaymentGateways['hosted'] = {};
  if (env.STRIPE_SECRET_KEY) {
    hosted.stripe = stripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      fetch: services.fetch,
      priceIds: rememberedIds(services.db, 'stripe'),
    });
  }
  if (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET) {
    hosted.paypal = paypalProvider({
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      sandbox: env.PAYPAL_SANDBOX,
      fetch: services.fetch,
      brandName: 'Tonearm',
      now: () => services.now(),
      planIds: rememberedIds(services.db, 'paypal'),
    });
  }
  const names: PaymentGateway[] = [
    ...(env.BILLING_TEST_PROVIDER ? (['test'] as const) : []),
    ...(hosted.stripe ? (['stripe'] as const) : []),
    ...(hosted.paypal ? (['paypal'] as const) : []),
  ];
  const gateways = { test: env.BILLING_TEST_PROVIDER, hosted, names };
  cache.set(services, { key, gateways });
  return gateways;
}
