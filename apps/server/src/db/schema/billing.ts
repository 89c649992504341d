import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { roles, users } from './accounts';

/** A plan listed on /pricing; a subscription to it grants its role's permissions (doc 001 §3). */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  /** Kept for existing subscribers but not listed on /pricing. */
  hidden: boolean('hidden').notNull().default(false),
  recommended: boolean('recommended').notNull().default(false),
  free: boolean('free').notNull().default(false),
  feature_list: jsonb('feature_list').$type<string[]>().notNull().default([]),
  /** Order on /pricing, lowest first. */
  position: integer('position').notNull().default(0),
  /** The role whose permissions a valid subscription adds to the subscriber's own. */
  role_id: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One way to pay for a plan: `amount` every `interval_count` `interval`s. */
export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** ISO 4217 code, e.g. `USD`. */
    currency: text('currency').notNull(),
    /** `day`, `month` or `year`. */
    interval: text('interval').notNull(),
    interval_count: integer('interval_count').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('prices_product_id_index').on(table.product_id)],
);

/** A user's subscription to a plan through a payment gateway; `subscription-state.ts` says when it counts. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    price_id: integer('price_id').references(() => prices.id, { onDelete: 'set null' }),
    /** `none` for a plan given by an admin, otherwise the provider that bills it (`stripe`, `paypal`...). */
    gateway_name: text('gateway_name').notNull().default('none'),
    /** The provider's own id for the subscription. */
    gateway_id: text('gateway_id'),
    /** `active`, `trialing`, `past_due`, `incomplete` or `canceled`, as the provider reports it. */
    status: text('status').notNull(),
    /** When access ends: set once cancelled (at period end) or expired; `null` while it renews. */
    ends_at: timestamp('ends_at', { withTimezone: true }),
    /** The next charge, `null` once cancelled. */
    renews_at: timestamp('renews_at', { withTimezone: true }),
    /** The card on file, as the provider describes it; `null` where the provider keeps it (PayPal). */
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
    card_exp_month: integer('card_exp_month'),
    card_exp_year: integer('card_exp_year'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriptions_user_id_index').on(table.user_id)],
);
