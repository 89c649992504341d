import type {
  CancelAdminSubscriptionPayload,
  ChangeAdminSubscriptionPayload,
  CreateAdminSubscriptionPayload,
} from '@tonearm/client/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppBindings, AppServices } from '../../app-context';
import { chargedPrice } from '../../billing/billing-store';
import { viaProvider } from '../../billing/provider-call';
import { paymentGateways } from '../../billing/providers/gateways';
import type { HostedPaymentProvider, ProviderSubscription } from '../../billing/providers/payment-provider';
import { subscriptionState } from '../../billing/subscription-state';
import { prices, products, subscriptions, users } from '../../db/schema';
import { HttpError, notFound, ValidationError } from '../../http/errors';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export const NO_SUCH_SUBSCRIPTION = 'There is no such subscription.';

/**
 * The changes an admin makes to subscriptions, through the provider that bills one (Stripe, PayPal) so the
 * provider stops or changes charging too, and only in our records for plans given by hand (`none`) and the built-in
 * test provider. Each returns the id of the changed subscription.
 */
export function subscriptionChanges(c: Context<AppBindings>, services: AppServices, adminId: number) {
  const { db } = services;

  /** The provider billing the subscription; `null` when only our records hold it. */
  function providerOf(subscription: SubscriptionRow): HostedPaymentProvider | null {
    if (subscription.gateway_name !== 'stripe' && subscription.gateway_name !== 'paypal') return null;
    const provider = paymentGateways(services).hosted[subscription.gateway_name];
    if (!provider || !subscription.gateway_id) {
      throw new HttpError(
        409,
        `This subscription is billed through ${subscription.gateway_name}, which this site no longer offers: delete it instead.`,
      );
    }
    return provider;
  }

  const stored = (subscription: SubscriptionRow) => ({
    gatewayId: subscription.gateway_id ?? '',
    renewsAt: subscription.renews_at,
    endsAt: subscription.ends_at,
  });

  const atProvider = <T>(call: () => Promise<T>) => viaProvider(c, services, adminId, call);

  async function load(id: number): Promise<SubscriptionRow> {
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (!subscription) throw notFound(NO_SUCH_SUBSCRIPTION);
    return subscription;
  }

  async function save(id: number, changes: Partial<SubscriptionRow>): Promise<number> {
    await db
      .update(subscriptions)
      .set({ ...changes, updated_at: services.now() })
      .where(eq(subscriptions.id, id));
    return id;
  }

  const reportedColumns = (reported: Pick<ProviderSubscription, 'status' | 'renewsAt' | 'endsAt'>) => ({
    status: reported.status,
    renews_at: reported.renewsAt,
    ends_at: reported.endsAt,
  });

  /** The plan `productId` with its price `priceId`; a plan with prices needs one of them. */
  async function planPrice(productId: number, priceId: number | null) {
    const [plan] = await db.select().from(products).where(eq(products.id, productId));
    if (!plan) throw new ValidationError({ product_id: ['There is no such plan.'] });
    const planPrices = await db.select().from(prices).where(eq(prices.product_id, productId));
    const price = planPrices.find((candidate) => candidate.id === priceId) ?? null;
    if (priceId !== null && !price)
      throw new ValidationError({ price_id: ['This price is not one of the plan’s.'] });
    if (priceId === null && planPrices.length > 0)
      throw new ValidationError({ price_id: ['Choose one of the plan’s prices.'] });
    return { plan, price };
  }

  return {
    async create(input: CreateAdminSubscriptionPayload): Promise<number> {
      const now = services.now();
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.user_id));
      if (!user) throw new ValidationError({ user_id: ['There is no such user.'] });
      const held = await db.select().from(subscriptions).where(eq(subscriptions.user_id, input.user_id));
      if (held.some((row) => subscriptionState(row, now).valid)) {
        throw new ValidationError({
          user_id: ['This user already has a plan: change that subscription instead.'],
        });
      }
      const endsAt = input.ends_at === null ? null : new Date(input.ends_at);
      if (endsAt && endsAt.getTime() <= now.getTime()) {
        throw new ValidationError({ ends_at: ['The end must be in the future.'] });
      }
      const { plan, price } = await planPrice(input.product_id, input.price_id);
      const [created] = await db
        .insert(subscriptions)
        .values({
          user_id: input.user_id,
          product_id: plan.id,
          price_id: price?.id ?? null,
          gateway_name: 'none',
          status: 'active',
          ends_at: endsAt,
          renews_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: subscriptions.id });
      if (!created) throw new Error('The subscription was not created');
      return created.id;
    },

    async changePlan(id: number, input: ChangeAdminSubscriptionPayload): Promise<number> {
      const subscription = await load(id);
      const { plan, price } = await planPrice(input.product_id, input.price_id);
      const provider = providerOf(subscription);
      if (provider) {
        if (!price)
          throw new ValidationError({ price_id: ['A subscription billed by a provider needs a price.'] });
        const changed = await atProvider(() =>
          provider.changePrice(stored(subscription), chargedPrice({ product: plan, price })),
        );
        return save(id, {
          product_id: plan.id,
          price_id: price.id,
          gateway_id: changed.subscription.gatewayId,
          ...reportedColumns(changed.subscription),
        });
      }
      return save(id, { product_id: plan.id, price_id: price?.id ?? null });
    },

    async cancel(id: number, { atPeriodEnd }: CancelAdminSubscriptionPayload): Promise<number> {
      const subscription = await load(id);
      const now = services.now();
      if (!subscriptionState(subscription, now).valid)
        throw new HttpError(409, 'This subscription has already ended.');
      const provider = providerOf(subscription);
      if (atPeriodEnd) {
        if (subscription.ends_at !== null)
          throw new HttpError(409, 'This subscription is already cancelled.');
        if (provider)
          return save(
            id,
            reportedColumns(await atProvider(() => provider.cancelAtPeriodEnd(stored(subscription)))),
          );
        if (subscription.renews_at === null) {
          throw new HttpError(
            409,
            'This subscription has no paid period to run to the end of: cancel it now instead.',
          );
        }
        return save(id, { renews_at: null, ends_at: subscription.renews_at });
      }
      const ended = provider ? await atProvider(() => provider.cancelNow(stored(subscription))) : null;
      // Whatever the provider says about the period, access ends now: that is what the admin asked for.
      return save(id, { status: ended?.status ?? 'canceled', renews_at: null, ends_at: now });
    },

    async resume(id: number): Promise<number> {
      const subscription = await load(id);
      const now = services.now();
      if (!(subscriptionState(subscription, now).valid && subscription.ends_at !== null)) {
        throw new HttpError(409, 'Only a subscription cancelled at the end of its period can be resumed.');
      }
      const provider = providerOf(subscription);
      if (provider)
        return save(id, reportedColumns(await atProvider(() => provider.resume(stored(subscription)))));
      return save(id, { status: 'active', renews_at: subscription.ends_at, ends_at: null });
    },

    /** Deletes the subscriptions `ids`; a provider still charging one is told to stop first. */
    async delete(ids: number[]): Promise<void> {
      const now = services.now();
      const rows = await db.select().from(subscriptions).where(inArray(subscriptions.id, ids));
      for (const subscription of rows) {
        const charging =
          (subscription.gateway_name === 'stripe' || subscription.gateway_name === 'paypal') &&
          subscription.gateway_id !== null &&
          subscriptionState(subscription, now).valid;
        const provider = charging
          ? paymentGateways(services).hosted[subscription.gateway_name as 'stripe' | 'paypal']
          : undefined;
        if (provider) await atProvider(() => provider.cancelNow(stored(subscription)));
      }
      await db.delete(subscriptions).where(inArray(subscriptions.id, ids));
    },
  };
}
