import { boolean, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { prices, products, subscriptions } from './billing';

/**
 * A checkout in progress: subscribing to a plan, or replacing the card of a subscription. Only the card's brand,
 * last four digits and expiry are kept; a card number never reaches the database.
 */
export const checkoutSessions = pgTable('checkout_sessions', {
  id: text('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  product_id: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  price_id: integer('price_id')
    .notNull()
    .references(() => prices.id, { onDelete: 'cascade' }),
  /** `subscribe` or `payment_method`. */
  purpose: text('purpose').notNull(),
  gateway_name: text('gateway_name').notNull(),
  /** The provider's own id for the checkout (a Stripe Checkout Session, a PayPal subscription). */
  gateway_id: text('gateway_id'),
  /** `open`, `requires_confirmation` (card entered, awaiting the confirmation step) or `completed`. */
  status: text('status').notNull(),
  card_brand: text('card_brand'),
  card_last4: text('card_last4'),
  card_exp_month: integer('card_exp_month'),
  card_exp_year: integer('card_exp_year'),
  subscription_id: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A charge for a subscription, listed on /billing. */
export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  /** The public id; serial ids would tell how many invoices the site has issued. */
  uuid: text('uuid').notNull().unique(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  subscription_id: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
  description: text('description').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  paid: boolean('paid').notNull().default(true),
  period_start: timestamp('period_start', { withTimezone: true }).notNull(),
  period_end: timestamp('period_end', { withTimezone: true }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The price (Stripe) or billing plan (PayPal) created at a provider for one of our prices, made once and reused. */
export const gatewayPrices = pgTable(
  'gateway_prices',
  {
    price_id: integer('price_id')
      .notNull()
      .references(() => prices.id, { onDelete: 'cascade' }),
    gateway_name: text('gateway_name').notNull(),
    gateway_price_id: text('gateway_price_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.price_id, table.gateway_name] })],
);
